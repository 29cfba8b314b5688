import { ALARM_RULES_DISABLED } from '../constants/limits';
import { conversionOf, deviceReadingFor, type ShownCalibration } from '../calibration/calibratedReading';
import { fromDisplayUnit } from '../tag/unitConversion';
import type { LegacyThresholds } from './evaluateAlarm';

/** A tag's alarm settings as a device applies them: every value in what the device sends (the tag's base unit). */
export interface DeviceAlarms extends LegacyThresholds {
  /** The unit of every value here: the tag's base unit, whatever the tag is displayed in. */
  unit: string;
  rules: { name: string; symbol: number; value: number }[];
}

/** Six decimals: unit conversions leave float noise (70 °C is 158.00000000000003 °F) that a device need not parse. */
const tidy = (v: number) => Math.round(v * 1e6) / 1e6;

const isSentinelPair = (low: number | null, high: number | null) => low === ALARM_RULES_DISABLED.low && high === ALARM_RULES_DISABLED.high;

/**
 * What the settings downlink tells a device about one tag's alarms (docs/device-protocol.md "Settings downlink").
 * The server stores legacy thresholds in the base unit after calibration and named rules in the tag's display unit
 * (what the user typed, spec 2 §7); the device compares its own readings, before calibration, so each value is carried
 * back to that: rules from the display unit to the base unit, then both through the inverse of the calibration. Where
 * the calibration reverses direction, high and low swap (a level above 10 ft is a distance below so many inches), so
 * `criticalHigh` still means "alarm above this reading". The 0 / 32762 pairs that mean "unset" or "rules disabled"
 * (spec 3 §9) pass as they are; a rule whose unit cannot be converted (no tank strap for gallons) is left out, and the
 * server still evaluates it.
 */
export function deviceAlarms(input: {
  tag: string;
  baseUnit: string;
  displayUnit: string | null;
  calibration: ShownCalibration | null;
  thresholds: LegacyThresholds;
  rules: readonly { name: string; symbol: number; value: number }[];
}): DeviceAlarms {
  const { tag, calibration: cal, thresholds: th } = input;
  const reversed = deviceReadingFor(tag, 0, cal).reversed;
  const raw = (shown: number | null) => (shown === null ? null : tidy(deviceReadingFor(tag, shown, cal).value));
  const pair = (low: number | null, high: number | null): [number | null, number | null] => {
    if (isSentinelPair(low, high)) return [low, high];
    return reversed ? [raw(high), raw(low)] : [raw(low), raw(high)];
  };
  const [criticalLow, criticalHigh] = pair(th.criticalLow, th.criticalHigh);
  const [lowWarning, highWarning] = pair(th.lowWarning, th.highWarning);

  const disabled =
    input.rules.some((r) => r.symbol === -1 && r.value === ALARM_RULES_DISABLED.low) &&
    input.rules.some((r) => r.symbol === 1 && r.value === ALARM_RULES_DISABLED.high);
  const conversion = conversionOf(cal);
  const rules: DeviceAlarms['rules'] = [];
  for (const r of input.rules) {
    if (disabled && (r.value === ALARM_RULES_DISABLED.low || r.value === ALARM_RULES_DISABLED.high)) {
      rules.push({ name: r.name, symbol: r.symbol, value: r.value });
      continue;
    }
    const shown = fromDisplayUnit(tag, r.value, input.displayUnit, conversion);
    if (shown === null || !Number.isFinite(shown)) continue;
    rules.push({ name: r.name, symbol: reversed ? -r.symbol : r.symbol, value: raw(shown)! });
  }
  return { unit: input.baseUnit, criticalHigh, criticalLow, highWarning, lowWarning, rules };
}
