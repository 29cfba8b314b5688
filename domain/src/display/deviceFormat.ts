import { REBOOT_WARN_COUNT } from '../constants/limits';

/**
 * How list views print device health numbers (spec 1 §9). Each returns '' for a missing value so a table cell
 * stays empty rather than showing 'NaN' or '0'.
 */
const missing = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || !Number.isFinite(value);

/** Battery volts to 2 decimals with V: 3.6 → '3.60 V'. */
export function formatBattery(volts: number | null | undefined): string {
  return missing(volts) ? '' : `${volts.toFixed(2)} V`;
}

/** Percent solar arrives in tenths of a percent: 453 → '45.3 %'. */
export function formatPercentSolar(raw: number | null | undefined): string {
  return missing(raw) ? '' : `${(raw / 10).toFixed(1)} %`;
}

/** Battery delta arrives in thousandths: 1234 → '1.234 MV'. */
export function formatBatteryDelta(raw: number | null | undefined): string {
  return missing(raw) ? '' : `${(raw / 1000).toFixed(3)} MV`;
}

/** One coordinate to 7 decimals (about 1 cm), as map links show it. */
export function formatCoordinate(value: number | null | undefined): string {
  return missing(value) ? '' : value.toFixed(7);
}

/** 'lat, lon' to 7 decimals, or '' when either is unknown (0, 0 is a real place, so it is kept). */
export function formatCoordinates(latitude: number | null | undefined, longitude: number | null | undefined): string {
  if (missing(latitude) || missing(longitude)) return '';
  return `${formatCoordinate(latitude)}, ${formatCoordinate(longitude)}`;
}

/** An OpenStreetMap link centred on the device, for the map popup of the cellular and SKU views. */
export function mapLink(latitude: number, longitude: number, zoom = 15): string {
  const lat = formatCoordinate(latitude);
  const lon = formatCoordinate(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

/** A reboot count of 10 or more is shown in red. */
export function isRebootWarning(count: number | null | undefined): boolean {
  return !missing(count) && count >= REBOOT_WARN_COUNT;
}

/**
 * The code whose sensor kind a list shows for a device: its default tag, else its first tag that is not one
 * of the internal channels (battery, temperature, signal, which every device has and start with '_').
 */
export function primaryTagCode(device: { defaultTag?: string | null; tags?: readonly { tag: string }[] | null }): string | null {
  if (device.defaultTag) return device.defaultTag;
  return device.tags?.find((t) => !t.tag.startsWith('_'))?.tag ?? null;
}
