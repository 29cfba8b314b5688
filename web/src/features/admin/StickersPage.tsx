import { useEffect, useState } from 'react';
import { Alert, Button, Grid, Group, Progress, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  CABLE_ID_LIMIT,
  DEFAULT_LABEL_DPI,
  DEVICE_LIST_MAX_LIMIT,
  labelFor,
  labelIdQuery,
  type LabelDevice,
  type LabelDpi,
  type LabelIdQuery,
} from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { BRAND } from '../../app/brand';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { PRINT_BY_IDS, PRINT_BY_RANGE } from './graphql/stickers';
import { writeLabel } from './printerService';
import { usePrinters } from './usePrinters';
import { ListError } from '../../ui/listError/ListError';

/** Look-ups are one-off: never served from cache, never retried (spec 3 §7). */
const ONE_OFF = { staleTime: 0, gcTime: 0, retry: false } as const;

/** Ids below 10 are accessory cables: they have no device row and print a cable label. */
function cablesOf(q: LabelIdQuery): LabelDevice[] {
  const ids =
    q.kind === 'ids' ? q.ids : Array.from({ length: Math.max(0, Math.min(q.to, CABLE_ID_LIMIT - 1) - q.from + 1) }, (_, i) => q.from + i);
  return [...new Set(ids.filter((id) => id < CABLE_ID_LIMIT))].map((id) => ({ id, pin: null, model: null }));
}

interface PrintRun {
  done: number;
  total: number;
  failed: number[];
  running: boolean;
}

export function StickersPage() {
  const { printers, discovering } = usePrinters();
  const [printerUid, setPrinterUid] = useState<string | null>(null);
  const [dpi, setDpi] = useState<LabelDpi>(DEFAULT_LABEL_DPI);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [list, setList] = useState('');
  const [search, setSearch] = useState<LabelIdQuery | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const [run, setRun] = useState<PrintRun | null>(null);

  useEffect(() => {
    if (printerUid === null && printers[0]) setPrinterUid(printers[0].uid);
  }, [printers, printerUid]);

  const range = useGraphQLQuery(
    PRINT_BY_RANGE,
    search?.kind === 'range' ? { from: search.from, to: search.to, limit: DEVICE_LIST_MAX_LIMIT } : { from: 0, to: 0, limit: 0 },
    {
      ...ONE_OFF,
      enabled: search?.kind === 'range',
    },
  );
  const byIds = useGraphQLQuery(
    PRINT_BY_IDS,
    search?.kind === 'ids' ? { ids: search.ids, limit: DEVICE_LIST_MAX_LIMIT } : { ids: [], limit: 0 },
    {
      ...ONE_OFF,
      enabled: search?.kind === 'ids',
    },
  );
  const lookup = search?.kind === 'ids' ? byIds : range;
  const found: LabelDevice[] =
    search && lookup.data
      ? [
          ...cablesOf(search),
          ...lookup.data.devicesRe.flatMap((d) => (d.id !== null && d.id >= CABLE_ID_LIMIT ? [{ ...d, id: d.id }] : [])),
        ]
      : [];

  const doSearch = () => {
    const q = labelIdQuery({ from, to, list });
    if ('error' in q) {
      setInputError(q.error);
      setSearch(null);
      return;
    }
    setInputError(null);
    setRun(null);
    setSearch(q);
  };

  const print = async () => {
    const printer = printers.find((p) => p.uid === printerUid);
    if (!printer) return setInputError('Choose a printer.');
    const date = new Date().toISOString();
    const state: PrintRun = { done: 0, total: found.length, failed: [], running: true };
    setRun({ ...state });
    // one label at a time, in order: the printer service handles one job per request
    for (const device of found) {
      try {
        await writeLabel(printer, labelFor(device, { dpi, date, supportPhone: BRAND.supportPhone }));
      } catch (err) {
        console.error(`Error processing at deviceId ${device.id}:`, err);
        state.failed.push(device.id);
      }
      state.done++;
      setRun({ ...state, failed: [...state.failed] });
    }
    setRun({ ...state, failed: [...state.failed], running: false });
  };

  return (
    <ScreenHeader title="Label Printing">
      <Grid maw={1100}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <Text size="sm">
              Make sure the label printer is connected and the printer vendor&apos;s browser print software is running on this computer.
            </Text>
            <Select
              label="Printer"
              data={printers.map((p) => ({ value: p.uid, label: p.name ? `${p.name} (${p.uid})` : p.uid }))}
              value={printerUid}
              onChange={setPrinterUid}
              placeholder={discovering ? 'Looking for printers...' : printers.length ? 'Select printer' : 'No printer found'}
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                DPI
              </Text>
              <SegmentedControl
                aria-label="DPI"
                data={['300', '203']}
                value={String(dpi)}
                onChange={(v) => setDpi(Number(v) as LabelDpi)}
              />
            </div>
            <Group grow>
              <TextInput
                label="From"
                inputMode="numeric"
                value={from}
                onChange={(e) => {
                  setFrom(e.currentTarget.value);
                  if (e.currentTarget.value !== '') setList('');
                }}
              />
              <TextInput label="To" inputMode="numeric" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
            </Group>
            <Textarea
              label="Device IDs"
              description="Separated by commas"
              value={list}
              onChange={(e) => {
                setList(e.currentTarget.value);
                setFrom('');
                setTo('');
              }}
            />
            {inputError !== null && (
              <Alert color="red" role="alert">
                {inputError}
              </Alert>
            )}
            <Button onClick={doSearch} variant="light">
              Search
            </Button>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {search !== null && (
            <Stack gap="sm">
              {lookup.isFetching ? (
                <Text>loading...</Text>
              ) : lookup.isError ? (
                <ListError onRetry={lookup.refetch} />
              ) : found.length === 0 ? (
                <Text>No device found</Text>
              ) : (
                <>
                  <Text size="sm" data-testid="labels-found">
                    {found.length} labels: {found[0]!.id}
                    {found.length > 1 ? ` to ${found.at(-1)!.id}` : ''}
                  </Text>
                  <Button onClick={() => void print()} disabled={run?.running === true || printerUid === null}>
                    Print Labels
                  </Button>
                </>
              )}
              {run !== null && (
                <Stack gap={4}>
                  <Progress value={run.total ? (run.done / run.total) * 100 : 0} aria-label="Print progress" />
                  <Text size="sm" data-testid="print-status">
                    {run.running ? `Printing ${run.done} of ${run.total}` : `Printed ${run.total - run.failed.length} of ${run.total}`}
                  </Text>
                  {run.failed.map((id) => (
                    <Text key={id} size="sm" c="red">
                      Error processing at deviceId {id}
                    </Text>
                  ))}
                </Stack>
              )}
            </Stack>
          )}
        </Grid.Col>
      </Grid>
    </ScreenHeader>
  );
}
