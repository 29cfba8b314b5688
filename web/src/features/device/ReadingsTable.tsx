import { useEffect, useRef } from 'react';
import { Table, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type DeviceReadingRow, type ReadingSortColumn } from '@fieldwatch/domain';
import { useSiteTime } from '../../app/time/siteTime';

export interface ReadingsSort {
  column: ReadingSortColumn;
  direction: 'asc' | 'desc';
}

interface Props {
  rows: readonly DeviceReadingRow[];
  /** Readings of the range in all: rows past those read show as loading until their page comes. */
  total: number;
  labels: { value: string; temp: string | null };
  sort: ReadingsSort;
  onSort: (sort: ReadingsSort) => void;
  /** Called when the user scrolls near the last row read; the next page follows, if there is one. */
  onNearEnd: () => void;
}

/** Spec 2 §9: the readings table's row height. */
const ROW_HEIGHT = 30;
/** The scroll box shows this many rows. */
const VISIBLE_ROWS = 14;
/** Narrower than this (a phone), the table scrolls sideways in its box rather than squeezing its columns. */
const MIN_WIDTH = 700;
/** Ask for the next page this many rows before the last one read comes into view. */
const AHEAD = 60;

/**
 * The readings table: Date, the stream, the additional (temperature) column and comments; headers sort (on the
 * server). Virtualised (TanStack Virtual): only the rows in view are in the page, however many readings the range
 * holds; the scroll box grows a page at a time as the user scrolls down (keyset pages cannot jump ahead).
 */
export function ReadingsTable({ rows, total, labels, sort, onSort, onNearEnd }: Props) {
  const siteTime = useSiteTime();
  const box = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: Math.max(rows.length, Math.min(total, rows.length + AHEAD)),
    getScrollElement: () => box.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (last >= rows.length - AHEAD) onNearEnd();
  }, [last, rows.length, onNearEnd]);
  // the rows before and after those in view, as two spacer rows: the table keeps its columns and its semantics
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columns = labels.temp ? 4 : 3;
  const header = (column: ReadingSortColumn, label: string) => {
    const active = sort.column === column;
    return (
      <Table.Th
        h={ROW_HEIGHT}
        style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}
        title={label}
        aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <UnstyledButton fw={600} onClick={() => onSort({ column, direction: active && sort.direction === 'desc' ? 'asc' : 'desc' })}>
          {label} {active ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <div ref={box} style={{ height: (VISIBLE_ROWS + 2) * ROW_HEIGHT, overflow: 'auto' }} data-testid="readings-scroll">
      <Table
        striped
        withTableBorder
        stickyHeader
        verticalSpacing={0}
        miw={MIN_WIDTH}
        aria-label="Readings"
        aria-rowcount={total + 1}
        style={{ tableLayout: 'fixed', whiteSpace: 'nowrap' }}
      >
        <colgroup>
          <col style={{ width: 190 }} />
          <col style={{ width: 170 }} />
          {labels.temp && <col style={{ width: 215 }} />}
          <col />
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            {header('time', 'Date')}
            {header('value', labels.value)}
            {labels.temp && header('temp', labels.temp)}
            <Table.Th>Comment</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {before > 0 && <tr aria-hidden style={{ height: before }} />}
          {items.map((v) => {
            const r = rows[v.index];
            if (!r) {
              return (
                <Table.Tr key={v.key} h={ROW_HEIGHT}>
                  <Table.Td colSpan={columns}>
                    <Text size="xs" c="dimmed">
                      Loading...
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            }
            return (
              <Table.Tr key={v.key} h={ROW_HEIGHT} aria-rowindex={v.index + 2} data-index={v.index}>
                <Table.Td>{siteTime(r.time, true)}</Table.Td>
                <Table.Td>{r.value}</Table.Td>
                {labels.temp && <Table.Td>{r.temp ?? ''}</Table.Td>}
                <Table.Td style={{ overflow: 'hidden', textOverflow: 'ellipsis' }} title={r.comment || undefined}>
                  {r.comment}
                </Table.Td>
              </Table.Tr>
            );
          })}
          {after > 0 && <tr aria-hidden style={{ height: after }} />}
        </Table.Tbody>
      </Table>
    </div>
  );
}
