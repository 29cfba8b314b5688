import { isActiveAlarm } from '@fieldwatch/domain';

/** normal: no alarm; warning: a low/high warning flag; alarm: any other alarm flag (spec 1 §4 tag card styling). */
export type GaugeTone = 'normal' | 'warning' | 'alarm';

export function gaugeTone(flag: string | null | undefined): GaugeTone {
  if (!flag || !isActiveAlarm(flag)) return 'normal';
  return flag.endsWith('_warning') ? 'warning' : 'alarm';
}

export const TONE_COLOURS: Record<GaugeTone, string> = {
  normal: 'var(--mantine-color-blue-6)',
  warning: 'var(--mantine-color-orange-6)',
  alarm: 'var(--mantine-color-red-7)',
};

export const TRACK_COLOUR = 'var(--fw-gauge-track)';

export interface GaugeProps {
  /** Fill and needle position, already clamped to 0..1. */
  fraction: number;
  /** The reading in the shown unit; null without one. */
  value: number | null;
  min: number;
  max: number;
  /** The reading as printed ('8.5 ft', 'N/A'), read out by screen readers. */
  valueText: string;
  /** What is measured ('Fluid Level'), the meter's accessible name. */
  label: string;
  tone: GaugeTone;
  /** Rendered width in px. */
  size?: number;
}

/**
 * role="meter" with its value: aria-valuenow must lie within min..max, so an out-of-range reading is clamped
 * there and its true value is given in aria-valuetext.
 */
export function meterAttributes(p: GaugeProps) {
  const now = p.value === null || !Number.isFinite(p.value) ? p.min : Math.min(p.max, Math.max(p.min, p.value));
  return {
    role: 'meter',
    'aria-label': p.label,
    'aria-valuemin': p.min,
    'aria-valuemax': p.max,
    'aria-valuenow': Number(now.toFixed(4)),
    'aria-valuetext': p.valueText,
  } as const;
}
