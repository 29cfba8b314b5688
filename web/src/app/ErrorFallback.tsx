import type { MouseEvent } from 'react';
import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MESSAGES } from '@fieldwatch/domain';
import { BRAND } from './brand';

const reloadHome = (event: MouseEvent) => {
  event.preventDefault();
  window.location.hash = '#/';
  window.location.reload();
};

export function ErrorFallback({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100vh' : 300} p="lg">
      <Stack align="center" gap="sm" role="alert">
        <IconAlertTriangle size={40} color="var(--mantine-color-red-7)" aria-hidden />
        <Title order={2} size="h3">
          {MESSAGES.renderFailure}
        </Title>
        <Anchor href="#/" onClick={reloadHome}>
          Reload the page
        </Anchor>
        <Text size="sm" c="dimmed" ta="center">
          If this keeps happening, call {BRAND.providerName} support at{' '}
          <Anchor href={BRAND.supportPhoneHref} inherit>
            {BRAND.supportPhone}
          </Anchor>
          .
        </Text>
      </Stack>
    </Center>
  );
}
