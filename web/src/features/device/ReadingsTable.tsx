import { Table, UnstyledButton } from '@mantine/core';
import { type DeviceReadingRow, type ReadingSortColumn } from '@fieldwatch/domain';
import { useSiteTime } from '../../app/time/siteTime';

export interface ReadingsSort {
  column: ReadingSortColumn;
  direction: 'asc' | 'desc';
}

interface Props {
  rows: readonly DeviceReadingRow[];
  labels: { value: string; temp: string | null };
  sort: ReadingsSort;
  onSort: (sort: ReadingsSort) => void;
}

/** The readings table: Date, the stream, the additional (temperature) column and comments; headers sort. */
export function ReadingsTable({ rows, labels, sort, onSort }: Props) {
  const siteTime = useSiteTime();
  const header = (column: ReadingSortColumn, label: string) => {
    const active = sort.column === column;
    return (
      <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <UnstyledButton fw={600} onClick={() => onSort({ column, direction: active && sort.direction === 'desc' ? 'asc' : 'desc' })}>
          {label} {active ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <Table striped withTableBorder aria-label="Readings" style={{ '--table-row-height': '30px' }}>
      <Table.Thead>
        <Table.Tr>
          {header('time', 'Date')}
          {header('value', labels.value)}
          {labels.temp && header('temp', labels.temp)}
          <Table.Th>Comment</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.time} h={30}>
            <Table.Td>{siteTime(r.time, true)}</Table.Td>
            <Table.Td>{r.value}</Table.Td>
            {labels.temp && <Table.Td>{r.temp ?? ''}</Table.Td>}
            <Table.Td>{r.comment}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
