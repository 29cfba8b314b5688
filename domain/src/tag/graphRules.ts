import { DIFF_CLAMP } from './graphConstants';
import { defaultUnit, tagType } from './tagCatalogue';

/** Diff mode shows differences clamped into 3..4.4 (spec 2 §4.5). */
export function diffClamp(v: number): number {
  return Math.min(DIFF_CLAMP.max, Math.max(DIFF_CLAMP.min, v));
}

/**
 * The battery tag's hibernation and low-battery lines in volts. The spec's devices report these thresholds in
 * millivolts ("voltage divided by 1000"); a value already in volts (under 100) is taken as it is.
 */
export function batteryLineVolts(raw: number | null | undefined): number | null {
  if (raw === null || raw === undefined || !Number.isFinite(raw)) return null;
  return raw > 100 ? raw / 1000 : raw;
}

/** Choosing a display unit also sets the y range from that unit's defaults (spec 2 §4.5). */
export function yRangeForUnit(tag: string, unit: string): { ymin: number; ymax: number } {
  const option = tagType(tag)?.units.find((u) => u.unit === unit) ?? defaultUnit(tag);
  return { ymin: option.ymin, ymax: option.ymax };
}

/** Default chart y range of an additional tag (spec 2 §9). */
export function additionalTagDefaultRange(tag: string, unit?: string | null): { ymin: number; ymax: number } {
  if (unit === 'dB') return { ymin: -15000, ymax: 15000 };
  switch (tag) {
    case 'temp':
      return { ymin: 0, ymax: unit === 'c' ? 60 : 140 };
    case 'pdiff':
      return { ymin: 0, ymax: 1 };
    case 'hpres':
    case 'tpres':
      return { ymin: 0, ymax: 20 };
    case 'puls':
    case 'pult':
      return { ymin: 0, ymax: 3000 };
    default:
      return { ymin: 0, ymax: 30 };
  }
}

const ADDITIONAL_LABELS: Record<string, string> = {
  temp: 'Sensor Temperature',
  cumulative_pulses: 'Cumulative Production',
  uv_pulses: 'Pulse amplitude (mV)',
  pdiff: 'Differential Pressure',
  hpres: 'Vapor Pressure',
  htemp: 'Vapor Temperature',
  tpres: 'Barometric Pressure',
  ttemp: 'Transmitter Temperature',
};

/** The label of an additional tag (spec 2 §3). */
export function additionalTagLabel(tag: string): string {
  return Object.hasOwn(ADDITIONAL_LABELS, tag) ? ADDITIONAL_LABELS[tag]! : 'Additional Tag Data';
}
