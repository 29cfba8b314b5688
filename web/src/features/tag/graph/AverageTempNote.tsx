import { Text } from '@mantine/core';
import {
  calibratedReading,
  conversionOf,
  correctionShiftAt,
  formatMeasurement,
  summariseDailyTemps,
  toDisplayUnit,
  type ShownCalibration,
} from '@fieldwatch/domain';
import { useAverageTemp } from './useAverageTemp';

interface AverageTempNoteProps {
  deviceID: number;
  tag: string;
  xRange: [number, number];
  /** The slider's coefficient (saved or being tried) and the tag's correction threshold. */
  coefficient: number;
  threshold: number | null;
  unit: string;
  calibration: ShownCalibration | null;
}

/**
 * Beside the temperature-correction slider: the tag's averageTempData (spec 2 §3) summed up for the shown range, and
 * what the coefficient being tried does to a value at that temperature, so the slider is tuned against the data.
 */
export function AverageTempNote(p: AverageTempNoteProps) {
  const { days, loading } = useAverageTemp(p.deviceID, p.tag, p.xRange[0], p.xRange[1]);
  if (loading)
    return (
      <Text size="xs" c="dimmed">
        Loading average sensor temperature...
      </Text>
    );
  const s = summariseDailyTemps(days);
  if (s === null)
    return (
      <Text size="xs" c="dimmed" data-testid="average-temp">
        No sensor temperatures in the shown range.
      </Text>
    );
  const shift = correctionShiftAt(s.mean, p.coefficient, p.threshold);
  // as drawn: the shift of a sensor value, calibrated (a distance turns into a level: the sign flips) and converted
  const conv = conversionOf(p.calibration);
  const shownAt = (v: number) => toDisplayUnit(p.tag, calibratedReading(p.tag, v, p.calibration), p.unit, conv) ?? v;
  const shown = shownAt(shift) - shownAt(0);
  return (
    <Text size="xs" c="dimmed" data-testid="average-temp">
      Average sensor temperature of the shown range: {formatMeasurement(s.mean, 'f')} (daily means {formatMeasurement(s.lowestDay, 'f')} to{' '}
      {formatMeasurement(s.highestDay, 'f')}). There the correction changes values by {shown > 0 ? '+' : ''}
      {formatMeasurement(shown, p.unit)}.
    </Text>
  );
}
