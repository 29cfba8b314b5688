import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { MESSAGES } from '@fieldwatch/domain';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { ListError } from '../../ui/listError/ListError';

export interface ListStatusProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  /** Asks again after a failure (the query's refetch). */
  onRetry: () => unknown;
  /** What an empty list says; 'No Devices Found' unless the screen has its own text. */
  emptyText?: string;
  children: ReactNode;
}

/** The loading, failure and empty states every list shares (spec 1 §8: a failed list reads 'error'; ours: a sentence and Retry beside it). */
export function ListStatus({ isPending, isError, isEmpty, onRetry, emptyText = MESSAGES.noDevicesFound, children }: ListStatusProps) {
  if (isPending) return <DelayedSpinner />;
  if (isError) return <ListError onRetry={onRetry} />;
  if (isEmpty) return <Text c="dimmed">{emptyText}</Text>;
  return <>{children}</>;
}
