import { useMemo, useState, type ReactNode } from 'react';
import { Table } from '@mantine/core';
import { nextSort, sortRows, type SortState } from '@fieldwatch/domain';
import { useMe } from '../../app/auth/MeContext';
import { useNowSeconds } from '../cards/useNowSeconds';
import { ColumnChooser } from './ColumnChooser';
import type { CellContext } from './deviceColumn';
import { MapPopup } from './MapPopup';
import { SortableHeader } from './SortableHeader';
import type { TableDevice } from './tableDevice';
import { columnsFor, COMPACT_VARIANTS, type TableVariant } from './variants';
import { ResponsiveTable } from '../responsiveTable/ResponsiveTable';
import { useHiddenColumns } from './useHiddenColumns';

export interface DeviceTableProps {
  variant: TableVariant;
  devices: readonly TableDevice[];
  /**
   * The current order. With onSort the parent owns it (and usually asks the server to sort, so rows are shown
   * as given); without, it is only the starting order and the table sorts its rows itself.
   */
  sort?: SortState | null;
  onSort?: (next: SortState) => void;
  /** With onSort: the keys the server can sort by; other headers are not clickable. Default: all. */
  sortableKeys?: readonly string[];
  /** Rendered after the last row inside the scroll area, e.g. the infinite-scroll marker. */
  footer?: ReactNode;
  'aria-label'?: string;
}

/**
 * Device lists as tables (spec 1 §2 "Table variants"); also the directory's List view. A list (not a landing box's
 * compact table) keeps its ID column in view while it scrolls sideways, and its viewer chooses which of its columns
 * are shown (remembered per list, by its name: useHiddenColumns).
 */
export function DeviceTable({ variant, devices, sort = null, onSort, sortableKeys, footer, ...rest }: DeviceTableProps) {
  const { isSuperUser } = useMe();
  const compact = COMPACT_VARIANTS.includes(variant);
  const list = rest['aria-label'] ?? variant;
  const allColumns = useMemo(() => columnsFor(variant, isSuperUser), [variant, isSuperUser]);
  const [hidden, setHidden] = useHiddenColumns(list);
  const columns = useMemo(
    () => (compact ? allColumns : allColumns.filter((c, i) => i === 0 || !hidden.includes(c.key))),
    [compact, allColumns, hidden],
  );
  const [localSort, setLocalSort] = useState<SortState | null>(sort);
  const [mapDevice, setMapDevice] = useState<TableDevice | null>(null);
  // The shared clock keeps 'n minutes ago' current without a timer per table.
  const now = useNowSeconds();

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
  // The landing boxes' three-column tables fit a phone as they are; the lists become cards there.
  const Container = compact ? CompactContainer : ResponsiveTable;

  return (
    <>
      {!compact && <ColumnChooser columns={allColumns} hidden={hidden} onChange={setHidden} list={list} />}
      <Container minWidth={720} stickyFirstColumn>
        <Table
          striped
          highlightOnHover
          verticalSpacing={compact ? 4 : 'xs'}
          horizontalSpacing={compact ? 6 : 'sm'}
          fz="sm"
          data-variant={variant}
          aria-label={rest['aria-label']}
        >
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
                  <Table.Td key={column.key} style={{ textAlign: column.align, whiteSpace: 'nowrap' }}>
                    {column.render ? column.render(device, ctx) : (column.value(device) ?? '')}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {footer}
      </Container>
      <MapPopup device={mapDevice} onClose={() => setMapDevice(null)} />
    </>
  );
}

function CompactContainer({ children }: { children: ReactNode; minWidth?: number; stickyFirstColumn?: boolean }) {
  return (
    <Table.ScrollContainer minWidth={0} type="native">
      {children}
    </Table.ScrollContainer>
  );
}
