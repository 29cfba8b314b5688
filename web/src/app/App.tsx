import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { ErrorBoundary } from './ErrorBoundary';
import { SessionGate } from './SessionGate';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './Toasts';

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <ErrorBoundary fullScreen>
        <QueryClientProvider client={queryClient}>
          <SessionGate />
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
