import { useMemo, useState, type ReactNode } from 'react';
import { Table } from '@mantine/core';
import { nextSort, sortRows, type SortState } from '@fieldwatch/domain';
import { useMe } from '../../app/auth/MeContext';
import type { CellContext } from '../../ui/tables/deviceColumn';
import { MapPopup } from '../../ui/tables/MapPopup';
import { SortableHeader } from '../../ui/tables/SortableHeader';
import type { TableDevice } from '../../ui/tables/tableDevice';
import { useNowSeconds } from '../../ui/cards/useNowSeconds';
import { directoryColumns } from './directoryColumns';

export interface DirectoryTableProps {
  devices: readonly TableDevice[];
  /**
   * With onSort the parent owns the order and the server sorts (rows shown as given); without, `sort` is the
   * starting order and the table sorts the rows it has.
   */
  sort?: SortState | null;
  onSort?: (next: SortState) => void;
  /** With onSort: the keys the server sorts by; other headers are not clickable. */
  sortableKeys?: readonly string[];
  footer?: ReactNode;
  label: string;
}

/**
 * The directory's device table. The shared DeviceTable has no variant with the directory's columns, so this one
 * lays out those columns from the same catalogue, header and map popup.
 */
export function DirectoryTable({ devices, sort = null, onSort, sortableKeys, footer, label }: DirectoryTableProps) {
  const { isSuperUser } = useMe();
  const now = useNowSeconds();
  const columns = useMemo(() => directoryColumns(isSuperUser), [isSuperUser]);
  const [localSort, setLocalSort] = useState<SortState | null>(sort);
  const [mapDevice, setMapDevice] = useState<TableDevice | null>(null);

  const controlled = onSort !== undefined;
  const activeSort = controlled ? sort : localSort;
  const rows = useMemo(() => {
    if (controlled || activeSort === null) return devices;
    const column = columns.find((c) => c.key === activeSort.key);
    return column ? sortRows(devices, column.value, activeSort.direction) : devices;
  }, [controlled, activeSort, devices, columns]);

  const handleSort = (key: string) => {
    const next = nextSort(activeSort, key);
    if (controlled) onSort(next);
    else setLocalSort(next);
  };
  const ctx: CellContext = { now, openMap: setMapDevice };

  return (
    <>
      <Table.ScrollContainer minWidth={760} type="native">
        <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label={label} style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <SortableHeader
                  key={column.key}
                  column={column}
                  sort={activeSort}
                  onSort={!controlled || !sortableKeys || sortableKeys.includes(column.key) ? handleSort : undefined}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((device) => (
              <Table.Tr key={device.id} data-device-id={device.id}>
                {columns.map((column) => (
                  <Table.Td key={column.key} style={{ textAlign: column.align }}>
                    {column.render ? column.render(device, ctx) : (column.value(device) ?? '')}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {footer}
      </Table.ScrollContainer>
      <MapPopup device={mapDevice} onClose={() => setMapDevice(null)} />
    </>
  );
}
