import type { Fluid } from './calibrationDefaults';

/** Messages of spec 2 §5, §8. */
export const FORM_INCOMPLETE = 'Form Incomplete.';
export const REQUIRED_FIELDS_EMPTY = 'Required Fields Empty';
export const NO_CALIBRATION_NEEDED = 'This sensor does not require calibration.';
export const DEMO_RESTRICTED_TITLE = 'Action Restricted for Demo Users';
export const DEMO_RESTRICTED_TEXT = 'Demo users are unable to calibrate sensors.';

/** The fields the generic calibration modal asks for, per sensor type; an empty list: no calibration needed. */
export type CalibrationField =
  | 'target'
  | 'fluid'
  | 'api'
  | 'tds'
  | 'sg'
  | 'tankName'
  | 'tankHeight'
  | 'tankVolume'
  | 'tankShape'
  | 'unit'
  | 'kFactor'
  | 'productionOffset'
  | 'orifice_diameter'
  | 'pipe_diameter'
  | 'valve_high'
  | 'valve_low'
  | 'scada_sensor_type'
  | 'scada_max'
  | 'scada_min'
  | 'gallons_per_inch';

const BY_TAG: Record<string, readonly CalibrationField[]> = {
  spsr: ['target', 'fluid', 'api', 'tds', 'sg', 'tankName', 'tankHeight', 'tankShape', 'tankVolume', 'unit', 'gallons_per_inch'],
  dspsr: ['target', 'fluid', 'api', 'tds', 'sg', 'tankName', 'tankHeight', 'tankShape', 'tankVolume', 'unit', 'gallons_per_inch'],
  psr: ['target'],
  dist: ['target', 'tankHeight', 'tankShape', 'tankVolume'],
  sonr: ['target', 'tankHeight', 'tankShape', 'tankVolume'],
  puls: ['kFactor', 'productionOffset'],
  pult: ['kFactor'],
  flw: ['orifice_diameter', 'pipe_diameter'],
  vlv: ['valve_low', 'valve_high'],
  SCADA: ['scada_sensor_type', 'scada_min', 'scada_max'],
};

export function calibrationFields(tag: string): readonly CalibrationField[] {
  return Object.hasOwn(BY_TAG, tag) ? BY_TAG[tag]! : [];
}

export function needsCalibration(tag: string): boolean {
  return calibrationFields(tag).length > 0;
}

/** The fields that must be filled for the save to go out (spec 2 §5: form_use). */
export function requiredCalibrationFields(tag: string, opts: { valveAsAdditional?: boolean } = {}): readonly CalibrationField[] {
  if (tag === 'flw') return ['orifice_diameter', 'pipe_diameter'];
  if (tag === 'vlv' && !opts.valveAsAdditional) return ['valve_low', 'valve_high'];
  if (tag === 'dist' || tag === 'sonr') return ['tankHeight'];
  if (tag === 'puls' || tag === 'pult') return ['kFactor'];
  return [];
}

export type CalibrationValues = Partial<Record<CalibrationField, string | number | null>> & { fluid?: Fluid | string | null };

const empty = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (typeof v === 'number' && Number.isNaN(v));

/**
 * The generic modal's save rules (spec 2 §5): the tank name is cleared unless the fluid is chemical; form_use is
 * set (and nothing saved, 'Required Fields Empty') when a field the sensor needs is missing.
 */
export function prepareGenericCalibration<V extends CalibrationValues>(
  tag: string,
  values: V,
  opts: { valveAsAdditional?: boolean } = {},
): { formUse: boolean; values: V } {
  const out = { ...values };
  if (out.fluid !== 'chemical') out.tankName = null;
  const formUse = requiredCalibrationFields(tag, opts).some((f) => empty(out[f]));
  return { formUse, values: out };
}

/**
 * Feet and inches as typed, in inches (spec 1 §5: feet plus inches/12); null when both are empty, or for
 * non-numeric input or negative inches. A negative value comes through the feet; the callers that need a positive
 * height or a level of zero or more refuse it with their own text.
 */
export function feetInchesToInches(feet: string | number | null, inches: string | number | null): number | null {
  const parse = (v: string | number | null) => {
    if (v === null || v === undefined) return 0;
    if (typeof v === 'number') return v;
    if (v.trim() === '') return 0;
    const n = Number(v);
    return Number.isFinite(n) ? n : NaN;
  };
  const bothEmpty = [feet, inches].every((v) => v === null || v === undefined || (typeof v === 'string' && v.trim() === ''));
  if (bothEmpty) return null;
  const f = parse(feet);
  const i = parse(inches);
  if (Number.isNaN(f) || Number.isNaN(i) || i < 0) return null;
  return f * 12 + i;
}

/** Inches as whole feet and the inches left (one decimal), for the feet/inches inputs. */
export function inchesToFeetInches(totalInches: number): { feet: number; inches: number } {
  const feet = Math.floor(totalInches / 12 + 1e-9);
  const inches = Math.round((totalInches - feet * 12) * 10) / 10;
  return inches >= 12 ? { feet: feet + 1, inches: 0 } : { feet, inches };
}

/** Radar/sonar wizard (spec 2 §5): tank height and current level are required, else 'Form Incomplete.'. */
export function radarWizardProblem(tankHeightInches: number | null, levelInches: number | null): string | null {
  if (tankHeightInches === null || !(tankHeightInches > 0)) return FORM_INCOMPLETE;
  if (levelInches === null || levelInches < 0) return FORM_INCOMPLETE;
  return null;
}

/** Turbine wizard (spec 2 §5): the k-factor must be a number and not negative. */
export function turbineWizardProblem(kFactor: number | null): string | null {
  return kFactor === null || !Number.isFinite(kFactor) || kFactor < 0 ? FORM_INCOMPLETE : null;
}
