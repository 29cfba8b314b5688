import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { MESSAGES } from '@fieldwatch/domain';
import { DelayedSpinner } from '../../app/DelayedSpinner';

export interface ListStatusProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  /** What an empty list says; 'No Devices Found' unless the screen has its own text. */
  emptyText?: string;
  children: ReactNode;
}

/** The loading, failure and empty states every list shares (spec 1 §8: a failed list reads 'error'). */
export function ListStatus({ isPending, isError, isEmpty, emptyText = MESSAGES.noDevicesFound, children }: ListStatusProps) {
  if (isPending) return <DelayedSpinner />;
  if (isError) return <Text>{MESSAGES.listError}</Text>;
  if (isEmpty) return <Text c="dimmed">{emptyText}</Text>;
  return <>{children}</>;
}
