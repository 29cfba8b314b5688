import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, NumberInput, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import {
  BPI_SAVE_DELAY_MS,
  monthReport,
  reportDataWindow,
  reportFileName,
  reportSheet,
  reportVariantOf,
  REPORT_DEFAULT_BARRELS_PER_INCH,
  REPORT_DEFAULT_HOUR,
  REPORT_DEFAULT_K_FACTOR,
  REPORT_HOURS,
  reportKindOf,
  reportMonths,
  viewerTimeZone,
  zoneOffset,
  tagPermissionsOf,
} from '@fieldwatch/domain';
import { graphqlRequest, operationName } from '../../api/graphql';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useMe } from '../../app/auth/MeContext';
import type { TagPanelProps } from '../tag/TagPanelProps';
import { GET_TAG_REPORT, GET_TANK_STRAPS, UPDATE_BPI, UPDATE_REPORT_HOUR } from './graphql/reports';
import { useCalibrations } from '../calibration/useCalibrations';
import { downloadXlsx } from './downloadXlsx';
import { strapOf } from '../../api/jsonScalars';

const failed = () => notifications.show({ color: 'red', message: 'Something Went Wrong' });

export interface ReportTabProps extends TagPanelProps {
  /**
   * Which tank report the hosting tab is: 'consumption' always shows gallons and the daily consumption; otherwise
   * the level in feet and inches with barrels, unless the tank is shown in gallons (spec 2 §2.2, §4.9).
   */
  tankReport?: 'production' | 'consumption';
}

/** Production, consumption, turbine and flow reports (spec 2 §2.2, §4.9). */
export function ReportTab({ deviceID, tag, tankReport, timeZone = viewerTimeZone() }: ReportTabProps) {
  // the same right as the Barrels/Inch of the data display settings, which writes the same column
  const canEdit = tagPermissionsOf(useMe()).editDisplay;
  const queryClient = useQueryClient();
  // days, hours and months are the device's site zone's, so every viewer gets the same report (spec 2 §4.9)
  const offsetAt = useMemo(() => zoneOffset(timeZone), [timeZone]);
  const months = useMemo(() => reportMonths(Date.now() / 1000, offsetAt(Date.now() / 1000)), [offsetAt]);
  const [monthIndex, setMonthIndex] = useState(0);
  const [hour, setHour] = useState<number | null>(null);
  const [bpiText, setBpiText] = useState<string | number | null>(null);
  const kind = reportKindOf(tag);
  const month = months[monthIndex]!;
  const cal = useCalibrations(deviceID, tag);
  const straps = useGraphQLQuery(GET_TANK_STRAPS, {}, { enabled: kind === 'tank' });

  // the row times depend on the report hour, which the report data carries: the window covers any hour
  const { start: startTime, end: endTime } = reportDataWindow(month.year, month.month, timeZone);
  const query = useGraphQLQuery(GET_TAG_REPORT, { deviceID, tag, startTime, endTime }, { enabled: kind !== null });
  const data = query.data?.tagReport;
  const reportHour = hour ?? data?.reportHour ?? REPORT_DEFAULT_HOUR;
  const savedBpi = data?.barrelsPerInch ?? REPORT_DEFAULT_BARRELS_PER_INCH;
  const bpi = typeof bpiText === 'number' ? bpiText : savedBpi;

  // UPDATE_BPI 2 s after the last edit; a value still waiting when the tab goes away is sent then, not lost
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<number | null>(null);
  const saveBpi = useRef(() => {});
  saveBpi.current = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const v = pending.current;
    pending.current = null;
    if (v === null) return;
    graphqlRequest(UPDATE_BPI, { deviceID, tag, barrelsPerInch: v })
      .then(() => queryClient.invalidateQueries({ queryKey: [operationName(GET_TAG_REPORT)] }))
      .catch(failed);
  };
  useEffect(() => () => saveBpi.current(), []);
  const editBpi = (v: string | number) => {
    setBpiText(v);
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = typeof v === 'number' && v > 0 ? v : null;
    if (pending.current !== null) timer.current = setTimeout(() => saveBpi.current(), BPI_SAVE_DELAY_MS);
  };
  // anyone may look at the report at another hour; only an editor's choice is stored for everyone
  const chooseHour = (v: string | null) => {
    if (v === null) return;
    const h = Number(v);
    setHour(h);
    if (canEdit) graphqlRequest(UPDATE_REPORT_HOUR, { deviceID, tag, reportHour: h }).catch(failed);
  };

  if (kind === null) return <Text>No report for this sensor.</Text>;
  const latest = cal.latest;
  const variant = reportVariantOf(tag, latest?.tankName, data?.displayUnits, tankReport)!;
  const kFactor = latest?.kFactor ?? REPORT_DEFAULT_K_FACTOR;
  // the same function of the same stored readings as the daily report e-mail and its attachment
  const table = data
    ? monthReport({
        tag,
        year: month.year,
        month: month.month,
        timeZone,
        data,
        calibration: latest,
        straps: (straps.data?.tankNames ?? []).map((s) => ({ tank_name: s.tank_name, strap: strapOf(s.strap) })),
        tankReport,
        reportHour,
        barrelsPerInch: bpi,
      })
    : null;

  const download = () => {
    if (!table) return;
    downloadXlsx(reportFileName(deviceID, tag, month.label), reportSheet(table, timeZone, month.label)).catch(failed);
  };

  return (
    <Stack gap="sm" data-testid="report-tab">
      <Group align="end" gap="sm">
        <Select
          label="Report Hour"
          w={120}
          allowDeselect={false}
          data={REPORT_HOURS.map((h) => ({ value: String(h.value), label: h.label }))}
          value={String(reportHour)}
          onChange={chooseHour}
        />
        <Select
          label="Month"
          w={180}
          allowDeselect={false}
          data={months.map((m, i) => ({ value: String(i), label: m.label }))}
          value={String(monthIndex)}
          onChange={(v) => setMonthIndex(Number(v ?? 0))}
        />
        {variant === 'level' && (
          <NumberInput
            label="Barrels/Inch"
            w={130}
            decimalScale={4}
            min={0}
            value={bpiText ?? savedBpi}
            onChange={editBpi}
            disabled={!canEdit}
          />
        )}
        {variant === 'turbine' && <TextInput label="K-Factor" w={120} value={String(kFactor)} readOnly />}
        <Button onClick={download} disabled={!table}>
          Download Spreadsheet
        </Button>
      </Group>
      {query.isPending && <Loader aria-label="Loading report" />}
      {query.isError && <Text c="red">Something Went Wrong</Text>}
      {table?.note && (
        <Alert color="yellow" variant="light" data-testid="report-note">
          {table.note}
        </Alert>
      )}
      {table && (
        <ScrollArea>
          <Table aria-label="Report" striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {table.headers.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((row, i) => (
                <Table.Tr
                  key={i}
                  bg={table.highlight.has(i) ? 'var(--fw-alarm-strong-bg)' : undefined}
                  data-highlight={table.highlight.has(i) || undefined}
                >
                  {row.map((c, j) => (
                    <Table.Td key={j}>{c ?? ''}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
