import { isActiveAlarm } from '../alarms/alarmConstants';
import { defaultUnit, effectiveUnits, isTotalChannel, tagType, type UnitOption } from './tagCatalogue';
import { formatMeasurement, toDisplayUnit } from './unitConversion';
import { calibratedReading, conversionOf, type ShownCalibration } from '../calibration/calibratedReading';

/**
 * What a tag card shows of a tag (spec 1 §2 "Tag card", §4, §9): the unit, the converted value, the gauge range
 * and fill, and whether it is in alarm. Values are stored in the type's base unit; ymin/ymax are in the tag's
 * display unit (choosing a unit sets them from that unit's defaults, spec 2 §2).
 */

/** Health channels: shown on the device page, never as cards. */
export const HEALTH_TAGS = ['_v', '_csq', '_t'] as const;

export function isHealthTag(code: string): boolean {
  return (HEALTH_TAGS as readonly string[]).includes(code);
}

/** Tags whose card shows gas flow in MCF/D (spec 1 §2), unless a turbine is set to a liquid unit. */
export const MCF_FLOW_TAGS = ['flw', 'puls'] as const;
export const MCF_UNIT = 'MCF/D';
/** A turbine shown in one of these measures liquid: its card, list and rules all use that unit. */
const LIQUID_FLOW_UNITS = ['bbls/day', 'gallons/day'];

/** 'total': a counter (a turbine's production), shown as a labelled number, never as a gauge pinned at its top. */
export type GaugeKind = 'dial' | 'tank' | 'arc' | 'total';

const DIAL_TAGS = ['psr', 'pdiff', 'hpres', 'tpres'];
const TANK_TAGS = ['spsr', 'dspsr', 'dist', 'sonr'];

/** Pressures get the 270° dial, tank levels the fill gauge, everything else the generic arc. */
export function gaugeKind(code: string): GaugeKind {
  if (isTotalChannel(code)) return 'total';
  if (DIAL_TAGS.includes(code)) return 'dial';
  if (TANK_TAGS.includes(code)) return 'tank';
  return 'arc';
}

export interface CardTagInput {
  tag: string;
  value: number | null;
  ymin: number | null;
  ymax: number | null;
  displayUnits: string | null;
  barrelsPerInch?: number | null;
  /** The tag's newest calibration: it moves the shown value (calibratedReading.ts). */
  calibration?: ShownCalibration | null;
  alarms?: { flag?: string | null } | null;
}

export interface CardDeviceInput {
  defaultTag: string | null;
  displayUnits: string | null;
}

/**
 * The unit the card shows: the effective display unit (device override on the default tag), except that gas flow
 * shows in MCF/D (spec 1 §2); a turbine in a liquid unit keeps it, so card, list and rules agree.
 */
export function cardUnit(tag: Pick<CardTagInput, 'tag' | 'displayUnits'>, device: CardDeviceInput): string {
  const unit = effectiveUnits(tag, device);
  if (!(MCF_FLOW_TAGS as readonly string[]).includes(tag.tag)) return unit;
  // only a unit someone chose says liquid: an unset turbine is the spec's gas flow
  const chosen = device.defaultTag === tag.tag && device.displayUnits ? device.displayUnits : tag.displayUnits;
  return chosen && LIQUID_FLOW_UNITS.includes(chosen) ? chosen : MCF_UNIT;
}

/** (value − ymin)/(ymax − ymin) clamped to 0..1; an empty or inverted range reads as 0. */
export function gaugeFraction(value: number | null, ymin: number, ymax: number): number {
  if (value === null || !Number.isFinite(value) || !(ymax > ymin)) return 0;
  return Math.min(1, Math.max(0, (value - ymin) / (ymax - ymin)));
}

const sameUnit = (a: string | null | undefined, b: string): boolean => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

function unitOption(code: string, unit: string): UnitOption {
  return tagType(code)?.units.find((u) => sameUnit(u.unit, unit)) ?? defaultUnit(code);
}

/**
 * The gauge range in the card's unit: the tag's own ymin/ymax when they are in that unit, else the catalogue's
 * default range of the unit (a device override or the MCF/D flow view uses another unit than the tag's).
 */
export function cardRange(tag: CardTagInput, unit: string): { ymin: number; ymax: number } {
  const own = sameUnit(tag.displayUnits || defaultUnit(tag.tag).unit, unit);
  const fallback = unitOption(tag.tag, unit);
  return {
    ymin: own && tag.ymin !== null ? tag.ymin : fallback.ymin,
    ymax: own && tag.ymax !== null ? tag.ymax : fallback.ymax,
  };
}

/** What a card prints for a tag with no stored reading (a new stream, or one whose data was cleared). */
export const NO_READINGS_TEXT = 'No readings';

export interface TagReading {
  unit: string;
  /** The tag has a stored reading; without one the card prints NO_READINGS_TEXT and no age. */
  hasReading: boolean;
  /** The value in `unit`; null when there is none or it cannot be converted. */
  value: number | null;
  /** The value with its unit, as the card prints it (NO_READINGS_TEXT without a reading, 'N/A' when unconvertible). */
  text: string;
  ymin: number;
  ymax: number;
  /** Gauge fill and colour position, 0..1. */
  fraction: number;
  /** The alarm flag is one of the alarm states (not 'norm'). */
  alarm: boolean;
}

export function tagReading(tag: CardTagInput, device: CardDeviceInput): TagReading {
  const unit = cardUnit(tag, device);
  const cal = tag.calibration;
  const value = tag.value === null ? null : toDisplayUnit(tag.tag, calibratedReading(tag.tag, tag.value, cal), unit, conversionOf(cal));
  const { ymin, ymax } = cardRange(tag, unit);
  const hasReading = tag.value !== null;
  return {
    unit,
    hasReading,
    value,
    text: hasReading ? formatMeasurement(value, unit) : NO_READINGS_TEXT,
    ymin,
    ymax,
    fraction: gaugeFraction(value, ymin, ymax),
    alarm: isActiveAlarm(tag.alarms?.flag ?? 'norm'),
  };
}
