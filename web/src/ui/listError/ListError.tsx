import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { MESSAGES } from '@fieldwatch/domain';

/** Ours, beside the spec's bare 'error': what failed and that asking again may help. */
export const LIST_ERROR_SENTENCE = 'This list could not be loaded. Check the connection, then try again.';

export interface ListErrorProps {
  /** Asks the server again (the failed query's refetch). */
  onRetry: () => unknown;
  /** Names the button's target when a screen shows more than one list, e.g. 'Retry Tardy Devices'. */
  retryLabel?: string;
}

/**
 * The one failure block of every list: the spec's 'error' (spec 1 §8) stays as it is, and a sentence and a Retry
 * button follow it, so a viewer is not left with a bare word and a reload as the only way out.
 */
export function ListError({ onRetry, retryLabel }: ListErrorProps) {
  return (
    <Group gap="sm" role="alert" data-testid="list-error">
      <Text>{MESSAGES.listError}</Text>
      <Text>{LIST_ERROR_SENTENCE}</Text>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconRefresh size={14} aria-hidden />}
        aria-label={retryLabel}
        onClick={() => void onRetry()}
      >
        Retry
      </Button>
    </Group>
  );
}
