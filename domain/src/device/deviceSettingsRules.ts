/**
 * The Settings section exists only for firmware that takes remote settings: versions 167 to 199 and the
 * five-digit versions (spec 2 §5).
 */
export function settingsSectionVisible(firmwareVersion: number | null | undefined): boolean {
  if (firmwareVersion === null || firmwareVersion === undefined) return false;
  return (firmwareVersion >= 167 && firmwareVersion <= 199) || (firmwareVersion >= 10000 && firmwareVersion <= 99999);
}

/** A five-digit firmware number is shown with a decimal point before its last two digits (18501 → 185.01). */
export function formatFirmwareVersion(firmwareVersion: number | null | undefined): string {
  if (firmwareVersion === null || firmwareVersion === undefined) return '';
  const s = String(firmwareVersion);
  return /^\d{5}$/.test(s) ? `${s.slice(0, 3)}.${s.slice(3)}` : s;
}

/** Settings only super users see and change: image signatures, control_ keys (spec 2 §3, §6). */
export function superUserSettingKey(key: string): boolean {
  return key.startsWith('control_') || key === 'relocate_image_signature';
}

/**
 * Whether the settings table lists a key: alarm and error keys never; super users every other key (raw extra
 * settings included); everyone else the intervals and, for managers, the sensor application type.
 */
export function settingKeyVisible(key: string, viewer: { isSuperUser: boolean; isManager: boolean }): boolean {
  if (key.startsWith('alarm') || key.startsWith('error')) return false;
  if (viewer.isSuperUser) return true;
  if (key === 'interval_reading' || key === 'interval_transmit') return true;
  return key === 'sensor_application_type' && viewer.isManager;
}

/** A desired value the device has not confirmed yet ("The latest update has not reached the device yet."). */
export function settingPending(setting: { desiredValue: string | null; reportedValue: string | null }): boolean {
  return setting.desiredValue !== null && setting.desiredValue !== setting.reportedValue;
}
