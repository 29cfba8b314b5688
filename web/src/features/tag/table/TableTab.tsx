import { useMemo, useState } from 'react';
import { Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import {
  formatSiteTime,
  roundShownValue,
  shownUnit,
  tableRowComment,
  tableVolume,
  tableVolumeAt,
  unitLabel,
  type ReadingRow,
} from '@fieldwatch/domain';
import type { TagPageData } from '../graphql/getTag';
import type { TagView } from '../useTagView';
import { withStrap } from '../../../api/jsonScalars';
import { ReadingsDownload } from '../../export/ReadingsDownload';
import { paginationNames } from '../../../ui/pagination/paginationNames';

const PAGE = 100;
type SortKey = 'time' | 'value';

export interface TableTabProps {
  data: TagPageData;
  view: TagView;
  xRange: [number, number];
}

/**
 * The Table tab: the rows of the graph's visible range, sortable, and a CSV download of every raw reading of that range
 * (spec 2 §2.2, §7), streamed by the server with the tag's corrections, calibration and unit.
 */
export function TableTab({ data, view, xRange }: TableTabProps) {
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'time', desc: true });
  const [page, setPage] = useState(1);
  const primary = view.primary;
  const bucket = primary?.bucket ?? 0;
  // a radar or sonar calibrated with the volume format on also shows the tank's volume at each level
  const cal = withStrap(data.tag.calibration);
  const volumeAt = useMemo(() => tableVolumeAt(data.tag.tag, cal), [cal, data.tag.tag]);
  // the unit the values are in: the stored one when they cannot be shown in the chosen one (shownUnit)
  const unit = shownUnit(data.tag.tag, view.unit, view.conversion);
  const rows = useMemo(() => {
    const s = primary?.corrected;
    if (!s) return [];
    const out: (ReadingRow & { min: number; max: number })[] = [];
    for (let i = 0; i < s.times.length; i++) {
      const t = s.times[i]!;
      if (t < xRange[0] || t > xRange[1]) continue;
      out.push({
        time: t,
        value: roundShownValue(s.values[i]!, unit),
        min: s.min[i]!,
        max: s.max[i]!,
        comment: tableRowComment(data.comments, t, bucket),
        ...(volumeAt ? { volume: tableVolume(data.tag.tag, s.values[i]!, view.unit, view.conversion, volumeAt) } : {}),
      });
    }
    const dir = sort.desc ? -1 : 1;
    out.sort((a, b) => (a[sort.key] - b[sort.key]) * dir);
    return out;
  }, [primary, xRange, data.comments, data.tag.tag, bucket, sort, volumeAt, view.unit, view.conversion, unit]);
  const header = `${primary?.label ?? data.tag.tag}${unit ? ` (${unitLabel(unit)})` : ''}`;
  const toggle = (key: SortKey) => setSort((s) => ({ key, desc: s.key === key ? !s.desc : true }));
  const arrow = (key: SortKey) => (sort.key === key ? (sort.desc ? ' ▼' : ' ▲') : '');
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const shown = rows.slice((Math.min(page, pages) - 1) * PAGE, Math.min(page, pages) * PAGE);
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dimmed">
          {rows.length} {bucket > 0 ? `rows (each the mean of ${Math.round(bucket / 60)} minutes)` : 'readings'}
        </Text>
        <ReadingsDownload
          label="Download CSV"
          variables={{
            deviceID: data.deviceID,
            tag: data.tag.tag,
            startTime: Math.floor(xRange[0]),
            endTime: Math.ceil(xRange[1]),
            format: 'TAG',
          }}
        />
      </Group>
      <Table striped highlightOnHover data-testid="readings-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <UnstyledButton onClick={() => toggle('time')}>Date{arrow('time')}</UnstyledButton>
            </Table.Th>
            <Table.Th>
              <UnstyledButton onClick={() => toggle('value')}>
                {header}
                {arrow('value')}
              </UnstyledButton>
            </Table.Th>
            {bucket > 0 && <Table.Th>Min</Table.Th>}
            {bucket > 0 && <Table.Th>Max</Table.Th>}
            {volumeAt && <Table.Th>Volume (gallons)</Table.Th>}
            <Table.Th>Comment</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((r) => (
            <Table.Tr key={r.time} style={{ height: 30 }}>
              <Table.Td>{formatSiteTime(r.time, data.device.timeZone, true)}</Table.Td>
              <Table.Td>{r.value}</Table.Td>
              {bucket > 0 && <Table.Td>{roundShownValue(r.min, unit)}</Table.Td>}
              {bucket > 0 && <Table.Td>{roundShownValue(r.max, unit)}</Table.Td>}
              {volumeAt && <Table.Td>{r.volume ?? ''}</Table.Td>}
              <Table.Td>{r.comment}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pages > 1 && (
        <Pagination mt="sm" total={pages} value={Math.min(page, pages)} onChange={setPage} {...paginationNames(Math.min(page, pages))} />
      )}
    </>
  );
}
