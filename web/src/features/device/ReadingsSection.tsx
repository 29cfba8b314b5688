import { useMemo, useState } from 'react';
import { Button, Group, Menu, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  calibratedReading,
  conversionOf,
  defaultUnit,
  formatDateTime,
  readingRows,
  toDisplayUnit,
  unitLabel,
  deviceReadingsCsv,
  deviceReadingsCsvName,
  readingsRange,
  READINGS_FILTER_DAYS,
  sortReadingRows,
  tagLabel,
  type ReadingsFilter,
} from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { DEVICE_READINGS, type PageDevice } from './graphql/deviceRe';
import { ReadingsTable, type ReadingsSort } from './ReadingsTable';
import { DataDisplayPanel } from './DataDisplayPanel';
import { withStrap } from '../../api/jsonScalars';

const PAGE = 200;

function filterLabel(f: ReadingsFilter): string {
  if (f.kind === 'all') return 'All Data';
  if (f.kind === 'days') return f.days === 7 ? 'Past Week' : `Past ${f.days} Days`;
  return 'Custom Range';
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
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
  const [shown, setShown] = useState(PAGE);
  // the range is fixed when the filter is chosen, so the query key does not change every second
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const range = readingsRange(filter, now);
  const q = useGraphQLQuery(DEVICE_READINGS, { deviceID: device.id, tag: tag ?? '', ...range }, { enabled: tag !== null });
  const selected = device.tags.find((t) => t.tag === tag);
  const unit = selected?.displayUnits ?? (tag === device.defaultTag ? device.displayUnits : null) ?? (tag ? defaultUnit(tag).unit : null);
  const rows = useMemo(() => {
    if (!q.data || !tag) return [];
    const r = q.data.deviceReadings;
    // shown and downloaded as its gauge and sensor page show it: through its calibration, in its display unit
    const cal = withStrap(selected?.calibration);
    const conversion = conversionOf(cal);
    const values = r.values.map((v) => {
      const d = toDisplayUnit(tag, calibratedReading(tag, v, cal), unit, conversion);
      return d === null ? v : Math.round(d * 1000) / 1000;
    });
    return sortReadingRows(readingRows({ ...r, values }), sort.column, sort.direction);
  }, [q.data, sort, tag, unit, selected]);
  const hasTemp = rows.some((r) => r.temp !== null);
  const labels = {
    value: tag ? `${tagLabel(tag)}${unit ? ` (${unitLabel(unit)})` : ''}` : '',
    temp: hasTemp ? 'Sensor Temperature' : null,
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
          <Button
            size="xs"
            disabled={rows.length === 0}
            onClick={() =>
              download(
                deviceReadingsCsvName(device.name ?? String(device.id), tag ? tagLabel(tag) : ''),
                deviceReadingsCsv(rows, labels, (t) => formatDateTime(t, true)),
              )
            }
          >
            Download
          </Button>
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
      {q.isError ? (
        <Text size="sm">Readings could not be loaded.</Text>
      ) : q.isPending ? (
        <Text size="sm" c="dimmed">
          Loading...
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No readings in this range.
        </Text>
      ) : (
        <Stack gap="xs">
          <ReadingsTable rows={rows.slice(0, shown)} labels={labels} sort={sort} onSort={setSort} />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {Math.min(shown, rows.length)} of {rows.length} readings
              {q.data.deviceReadings.truncated ? ' (the newest; narrow the range for older ones)' : ''}
            </Text>
            {shown < rows.length && (
              <Button size="xs" variant="subtle" onClick={() => setShown(shown + PAGE)}>
                Show More
              </Button>
            )}
          </Group>
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
