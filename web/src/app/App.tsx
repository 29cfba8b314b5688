import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { ErrorBoundary } from './ErrorBoundary';
import { SessionGate } from './SessionGate';
import { theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
      <ErrorBoundary fullScreen>
        <QueryClientProvider client={queryClient}>
          <SessionGate />
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
