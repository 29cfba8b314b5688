import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Menu, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  conversionOf,
  unitLabel,
  readingsRange,
  readingsTableUnit,
  READINGS_FILTER_DAYS,
  shownOrderReversed,
  shownUnit,
  tagLabel,
  type ReadingsFilter,
} from '@fieldwatch/domain';
import type { PageDevice } from './graphql/deviceRe';
import { ReadingsTable, type ReadingsSort } from './ReadingsTable';
import { DataDisplayPanel } from './DataDisplayPanel';
import { withStrap } from '../../api/jsonScalars';
import { ReadingsDownload } from '../export/ReadingsDownload';
import { useReadingPages, type ReadingsSortColumn } from './useReadingPages';

const SORT_COLUMN: Record<ReadingsSort['column'], ReadingsSortColumn> = { time: 'TIME', value: 'VALUE', temp: 'TEMP' };

function filterLabel(f: ReadingsFilter): string {
  if (f.kind === 'all') return 'All Data';
  if (f.kind === 'days') return f.days === 7 ? 'Past Week' : `Past ${f.days} Days`;
  return 'Custom Range';
}

/** The readings table of one stream: filter menu, sortable columns, CSV download (spec 2 §2.1, §4.1). */
export function ReadingsSection({ device, onSaved }: { device: PageDevice; onSaved: () => void }) {
  const streams = device.tags.map((t) => t.tag);
  const [tag, setTag] = useState<string | null>(
    device.defaultTag && streams.includes(device.defaultTag) ? device.defaultTag : (streams[0] ?? null),
  );
  const [filter, setFilter] = useState<ReadingsFilter>({ kind: 'days', days: 7 });
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [sort, setSort] = useState<ReadingsSort>({ column: 'time', direction: 'desc' });
  // the range is fixed when the filter is chosen, so the query key does not change every second
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const range = readingsRange(filter, now);
  const selected = device.tags.find((t) => t.tag === tag);
  // shown as its gauge and sensor page show it: through its calibration, in its display unit
  const shownAs = useMemo(() => {
    const calibration = withStrap(selected?.calibration);
    const conversion = conversionOf(calibration);
    // the stored unit when the values cannot be shown in the chosen one, so the header names what the numbers are in
    const unit = tag ? shownUnit(tag, readingsTableUnit(tag, selected?.displayUnits, device), conversion) : null;
    return { calibration, unit, conversion };
  }, [selected, tag, device]);
  // the server sorts stored values: a unit that shows larger values smaller (a radar's level) asks the other way
  const flip = sort.column === 'value' && tag !== null && shownOrderReversed(tag, shownAs.calibration, shownAs.unit);
  const pages = useReadingPages(
    { deviceID: device.id, tag: tag ?? '', ...range, sort: SORT_COLUMN[sort.column], descending: (sort.direction === 'desc') !== flip },
    shownAs,
    tag !== null,
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const nearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const total = pages.total ?? 0;
  const labels = {
    value: tag ? `${tagLabel(tag)}${shownAs.unit ? ` (${unitLabel(shownAs.unit)})` : ''}` : '',
    temp: pages.hasTemps ? 'Sensor Temperature' : null,
  };

  if (streams.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-label="Readings">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h3">
          Readings
        </Title>
        <Group gap="xs">
          <Select
            aria-label="Data stream"
            size="xs"
            data={streams.map((s) => ({ value: s, label: tagLabel(s) }))}
            value={tag}
            onChange={setTag}
            allowDeselect={false}
          />
          <Menu>
            <Menu.Target>
              <Button size="xs" variant="default">
                {filterLabel(filter)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {READINGS_FILTER_DAYS.map((days) => (
                <Menu.Item key={days} onClick={() => setFilter({ kind: 'days', days })}>
                  {filterLabel({ kind: 'days', days })}
                </Menu.Item>
              ))}
              <Menu.Item onClick={() => setFilter({ kind: 'custom', ...custom })}>Custom Range</Menu.Item>
              <Menu.Item onClick={() => setFilter({ kind: 'all' })}>All Data</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {tag && <ReadingsDownload label="Download" variables={{ deviceID: device.id, tag, ...range, format: 'DEVICE' }} />}
        </Group>
      </Group>
      {filter.kind === 'custom' && (
        <Group gap="xs" mb="sm" align="end">
          <TextInput
            type="date"
            label="From"
            size="xs"
            value={custom.from}
            onChange={(e) => setCustom({ ...custom, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="To"
            size="xs"
            value={custom.to}
            onChange={(e) => setCustom({ ...custom, to: e.currentTarget.value })}
          />
          <Button size="xs" onClick={() => setFilter({ kind: 'custom', ...custom })}>
            Apply
          </Button>
        </Group>
      )}
      {pages.isError ? (
        <Text size="sm">Readings could not be loaded.</Text>
      ) : pages.isPending ? (
        <Text size="sm" c="dimmed">
          Loading...
        </Text>
      ) : total === 0 ? (
        <Text size="sm" c="dimmed">
          No readings in this range.
        </Text>
      ) : (
        <Stack gap="xs">
          <ReadingsTable rows={pages.rows} total={total} labels={labels} sort={sort} onSort={setSort} onNearEnd={nearEnd} />
          <Text size="xs" c="dimmed">
            {total.toLocaleString('en-US')} {total === 1 ? 'reading' : 'readings'}
          </Text>
        </Stack>
      )}
      {selected && (
        <DataDisplayPanel
          key={`${selected.tag}-${selected.displayUnits}-${selected.ymin}-${selected.ymax}`}
          deviceID={device.id}
          tag={selected}
          onSaved={onSaved}
        />
      )}
    </Paper>
  );
}
