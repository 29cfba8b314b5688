import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { SortState } from '@fieldwatch/domain';
import type { DeviceColumn } from './deviceColumn';

export interface SortableHeaderProps {
  column: DeviceColumn;
  sort: SortState | null;
  /** Absent when this column cannot be sorted (the server offers no such order). */
  onSort?: (key: string) => void;
}

export function SortableHeader({ column, sort, onSort }: SortableHeaderProps) {
  const active = sort?.key === column.key;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  const justify = column.align === 'right' ? 'flex-end' : column.align === 'center' ? 'center' : 'flex-start';
  if (!onSort) {
    return (
      <Table.Th style={{ whiteSpace: 'nowrap', textAlign: column.align }} aria-sort={ariaSort}>
        {column.header}
      </Table.Th>
    );
  }
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th style={{ whiteSpace: 'nowrap' }} aria-sort={ariaSort}>
      <UnstyledButton onClick={() => onSort(column.key)} fw={700} fz="sm" w="100%">
        <Group gap={4} wrap="nowrap" justify={justify}>
          {column.header}
          <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.4 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
