import type { CalibrationUpdate, TagDisplayUpdate } from './graphql/deviceMutations';
import type { PageTag } from './graphql/deviceRe';

export interface DataDisplayValues {
  displayUnits: string;
  ymin: string;
  ymax: string;
  barrelsPerInch: string;
  fluid: string;
  api: string;
  tds: string;
  tankHeight: string;
  kFactor: string;
  productionOffset: string;
}

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** Which calibration fields the device page offers for a stream (spec 2 §7 updateCalibration). */
export function calibrationFields(tag: string): (keyof DataDisplayValues)[] {
  if (tag === 'spsr' || tag === 'dspsr') return ['fluid', 'api', 'tds'];
  if (tag === 'dist' || tag === 'sonr') return ['tankHeight'];
  if (tag === 'puls') return ['kFactor', 'productionOffset'];
  if (tag === 'pult') return ['kFactor'];
  return [];
}

export const hasBarrelsPerInch = (tag: string) => tag === 'spsr' || tag === 'dspsr';

export function displayValuesOf(t: PageTag): DataDisplayValues {
  const c = t.calibration;
  return {
    displayUnits: text(t.displayUnits),
    ymin: text(t.ymin),
    ymax: text(t.ymax),
    barrelsPerInch: text(t.barrelsPerInch),
    fluid: c?.fluid ?? 'water',
    api: text(c?.api),
    tds: text(c?.tds),
    tankHeight: text(c?.tankHeight),
    kFactor: text(c?.kFactor),
    productionOffset: text(c?.productionOffset),
  };
}

export type DataDisplayCheck =
  { ok: true; tag: TagDisplayUpdate | null; calibration: CalibrationUpdate | null } | { ok: false; message: string };

/** Only what changed; numbers must be numbers and the y range must be a range. */
export function dataDisplayChanges(deviceID: number, t: PageTag, v: DataDisplayValues): DataDisplayCheck {
  const before = displayValuesOf(t);
  const changed = (k: keyof DataDisplayValues) => v[k].trim() !== before[k].trim();
  const number = (k: keyof DataDisplayValues): number | null | 'bad' => {
    const s = v[k].trim();
    if (s === '') return null;
    const n = Number(s);
    return Number.isFinite(n) ? n : 'bad';
  };
  const tag: TagDisplayUpdate = { deviceID, tag: t.tag };
  const cal: CalibrationUpdate = { deviceID, tag: t.tag };
  for (const k of ['ymin', 'ymax'] as const) {
    if (!changed(k)) continue;
    const n = number(k);
    if (n === 'bad') return { ok: false, message: 'Please enter numbers only.' };
    tag[k] = n;
  }
  const ymin = number('ymin');
  const ymax = number('ymax');
  if (typeof ymin === 'number' && typeof ymax === 'number' && ymin >= ymax)
    return { ok: false, message: 'The Y axis minimum must be below the maximum.' };
  if (changed('displayUnits')) tag.displayUnits = v.displayUnits || null;
  if (hasBarrelsPerInch(t.tag) && changed('barrelsPerInch')) {
    const n = number('barrelsPerInch');
    if (n === 'bad' || n === null || n <= 0) return { ok: false, message: 'Barrels per inch must be above zero.' };
    tag.barrelsPerInch = n;
    cal.barrelsPerInch = n;
  }
  for (const k of calibrationFields(t.tag)) {
    if (!changed(k)) continue;
    if (k === 'fluid') {
      cal.fluid = v.fluid;
      continue;
    }
    const n = number(k);
    if (n === 'bad' || n === null) return { ok: false, message: 'Please enter numbers only.' };
    (cal as unknown as Record<string, number>)[k] = n;
  }
  const tagSent = Object.keys(tag).length > 2 ? tag : null;
  const calSent = Object.keys(cal).some((k) => k !== 'deviceID' && k !== 'tag' && k !== 'barrelsPerInch') ? cal : null;
  return { ok: true, tag: tagSent, calibration: calSent };
}
