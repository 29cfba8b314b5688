import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  baseUnitOf,
  calibrationFields,
  CALIBRATION_DEFAULTS,
  feetInchesToInches,
  FORM_INCOMPLETE,
  inchesToFeetInches,
  prepareGenericCalibration,
  REQUIRED_FIELDS_EMPTY,
  SETTINGS_TOAST_MS,
  TAG_PAGE_TEXTS,
  unitLabel,
  type CalibrationField,
} from '@fieldwatch/domain';
import { graphqlRequest } from '../../api/graphql';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { GET_TANK_NAMES, UPDATE_CALIBRATION, type Calibration, type UpdateCalibrationVariables } from './graphql/calibration';
import { EMPTY_FEET_INCHES, FeetInchesInput, type FeetInches } from './FeetInchesInput';
import { withSaveToast } from '../../ui/saveToast';
import { useSiteTime } from '../../app/time/siteTime';

const LABELS: Partial<Record<CalibrationField, string>> = {
  api: 'API Gravity',
  tds: 'TDS (%)',
  sg: 'Specific Gravity',
  tankVolume: 'Tank Volume',
  gallons_per_inch: 'Gallons per Inch',
  kFactor: 'K-Factor',
  productionOffset: 'Cumulative Production Offset',
  orifice_diameter: 'Orifice Diameter (in)',
  pipe_diameter: 'Pipe Diameter (in)',
  valve_low: 'Valve Low',
  valve_high: 'Valve High',
  scada_sensor_type: 'SCADA Sensor Type',
  scada_min: 'SCADA Min',
  scada_max: 'SCADA Max',
};
const NUMERIC: CalibrationField[] = [
  'api',
  'tds',
  'sg',
  'tankVolume',
  'gallons_per_inch',
  'kFactor',
  'productionOffset',
  'orifice_diameter',
  'pipe_diameter',
  'valve_low',
  'valve_high',
  'scada_min',
  'scada_max',
];

const num = (s: string | undefined) => (s === undefined || s.trim() === '' || !Number.isFinite(Number(s)) ? null : Number(s));

function initial(latest: Calibration | null): Record<string, string> {
  const c = latest;
  const s = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    fluid: c?.fluid ?? CALIBRATION_DEFAULTS.fluid,
    api: s(c?.api ?? CALIBRATION_DEFAULTS.api),
    tds: s(c?.tds ?? CALIBRATION_DEFAULTS.tds),
    sg: s(c?.sg ?? CALIBRATION_DEFAULTS.sg),
    tankName: s(c?.tankName),
    tankShape: s(c?.tankShape),
    tankVolume: s(c?.tankVolume),
    unit: c?.unit ?? CALIBRATION_DEFAULTS.unit,
    gallons_per_inch: s(c?.gallons_per_inch),
    kFactor: s(c?.kFactor ?? CALIBRATION_DEFAULTS.kFactor),
    productionOffset: s(c?.productionOffset ?? 0),
    orifice_diameter: s(c?.orifice_diameter),
    pipe_diameter: s(c?.pipe_diameter),
    valve_low: s(c?.valve_low),
    valve_high: s(c?.valve_high),
    scada_sensor_type: s(c?.scada_sensor_type),
    scada_min: s(c?.scada_min),
    scada_max: s(c?.scada_max),
    target: '',
  };
}

/** True when the form still shows what it opened with (the newest calibration) and no measured level was typed. */
function untouched(v: Record<string, string>, height: FeetInches, latest: Calibration): boolean {
  return JSON.stringify(v) === JSON.stringify(initial(latest)) && JSON.stringify(height) === JSON.stringify(heightOf(latest));
}

function heightOf(latest: Calibration | null): FeetInches {
  if (latest?.tankHeight == null) return EMPTY_FEET_INCHES;
  const fi = inchesToFeetInches(latest.tankHeight);
  return { feet: String(fi.feet), inches: String(fi.inches) };
}

/** The generic calibration modal body (spec 2 §2.2, §5): the fields the sensor type needs. */
export function GenericCalibrationForm({
  deviceID,
  tag,
  latest,
  time,
  onDone,
}: {
  deviceID: number;
  tag: string;
  latest: Calibration | null;
  time?: number;
  onDone: () => void;
}) {
  const siteTime = useSiteTime();
  const fields = calibrationFields(tag);
  const [v, setV] = useState(() => initial(latest));
  const [height, setHeight] = useState<FeetInches>(() => heightOf(latest));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tanks = useGraphQLQuery(GET_TANK_NAMES, {}, { enabled: fields.includes('tankName') });
  const has = (f: CalibrationField) => fields.includes(f);
  const set = (k: string, val: string | null) => setV((old) => ({ ...old, [k]: val ?? '' }));

  const save = async () => {
    // Saved untouched, the form would send the spec's rule (the tank name cleared unless the fluid is chemical) over a
    // stored calibration: an oil tank lost its name, and its Consumption Report tab with it. Untouched sends nothing.
    if (latest && untouched(v, height, latest)) {
      notifications.show({ color: 'gray', message: 'No changes to save.' });
      return onDone();
    }
    const values: Record<string, string | number | null> = {};
    for (const f of NUMERIC) if (has(f)) values[f] = num(v[f]);
    if (has('fluid')) values.fluid = v.fluid ?? null;
    if (has('tankName')) values.tankName = v.tankName || null;
    if (has('tankShape')) values.tankShape = v.tankShape || null;
    if (has('unit')) values.unit = v.unit ?? null;
    if (has('scada_sensor_type')) values.scada_sensor_type = v.scada_sensor_type || null;
    if (has('tankHeight')) {
      values.tankHeight = feetInchesToInches(height.feet, height.inches);
      // a typed height that is negative or zero is refused, not sent as 'no height' (which would clear the stored one)
      const typed = height.feet.trim() !== '' || height.inches.trim() !== '';
      if (typed && !(values.tankHeight != null && values.tankHeight > 0)) return setError(FORM_INCOMPLETE);
    }
    if (has('target')) values.target = num(v.target);
    const prepared = prepareGenericCalibration(tag, values);
    if (prepared.formUse) return setError(REQUIRED_FIELDS_EMPTY);
    setError(null);
    setBusy(true);
    const vars = { deviceID, tag, time: time ?? null, ...prepared.values } as UpdateCalibrationVariables;
    if (!has('fluid')) delete vars.tankName;
    const res = await withSaveToast(() => graphqlRequest(UPDATE_CALIBRATION, vars), {
      success: TAG_PAGE_TEXTS.settingsUpdatedReload,
      successMs: SETTINGS_TOAST_MS,
    });
    setBusy(false);
    if (res) onDone();
  };

  const unit = unitLabel(baseUnitOf(tag));
  return (
    <Stack gap="sm" data-testid="generic-calibration">
      {time !== undefined && (
        <Text size="sm" c="dimmed">
          Calibrating against the reading of {siteTime(time)}
        </Text>
      )}
      <SimpleGrid cols={2}>
        {has('target') && (
          <TextInput
            label={`Measured Level${unit ? ` (${unit})` : ''}`}
            inputMode="decimal"
            value={v.target}
            onChange={(e) => set('target', e.currentTarget.value)}
          />
        )}
        {has('fluid') && (
          <Select
            label="Fluid"
            allowDeselect={false}
            value={v.fluid ?? 'water'}
            onChange={(x) => set('fluid', x)}
            data={[
              { value: 'water', label: 'Water' },
              { value: 'oil', label: 'Oil' },
              { value: 'chemical', label: 'Chemical' },
            ]}
          />
        )}
        {has('api') && v.fluid === 'oil' && (
          <TextInput label={LABELS.api} value={v.api} onChange={(e) => set('api', e.currentTarget.value)} />
        )}
        {has('tds') && v.fluid === 'water' && (
          <TextInput label={LABELS.tds} value={v.tds} onChange={(e) => set('tds', e.currentTarget.value)} />
        )}
        {has('sg') && v.fluid === 'chemical' && (
          <TextInput label={LABELS.sg} value={v.sg} onChange={(e) => set('sg', e.currentTarget.value)} />
        )}
        {has('tankName') && v.fluid === 'chemical' && (
          <Select
            label="Tank Name"
            searchable
            clearable
            value={v.tankName || null}
            onChange={(x) => set('tankName', x)}
            data={(tanks.data?.tankNames ?? []).map((t) => t.tank_name)}
          />
        )}
        {has('tankShape') && (
          <Select
            label="Tank Shape"
            clearable
            value={v.tankShape || null}
            onChange={(x) => set('tankShape', x)}
            data={[
              { value: 'vertical', label: 'Vertical' },
              { value: 'horizontal', label: 'Horizontal' },
            ]}
          />
        )}
        {has('unit') && (
          <Select
            label="Unit"
            allowDeselect={false}
            value={v.unit ?? 'inches'}
            onChange={(x) => set('unit', x)}
            data={[
              { value: 'inches', label: 'Inches' },
              { value: 'gallons', label: 'Gallons' },
            ]}
          />
        )}
        {NUMERIC.filter((f) => has(f) && !['api', 'tds', 'sg'].includes(f)).map((f) => (
          <TextInput key={f} label={LABELS[f]} inputMode="decimal" value={v[f] ?? ''} onChange={(e) => set(f, e.currentTarget.value)} />
        ))}
        {has('scada_sensor_type') && (
          <TextInput
            label={LABELS.scada_sensor_type}
            value={v.scada_sensor_type}
            onChange={(e) => set('scada_sensor_type', e.currentTarget.value)}
          />
        )}
      </SimpleGrid>
      {has('tankHeight') && <FeetInchesInput label="Tank Height" value={height} onChange={setHeight} />}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={busy}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
