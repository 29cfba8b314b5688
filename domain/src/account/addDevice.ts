import { STALE_DEVICE_SECONDS } from '../constants/limits';

/** Add Device (spec 3 §4 "Add device", §9): the claim is repeated every 5 s while waiting for the device. */
export const ADD_DEVICE_POLL_MS = 5_000;
/** How long the page waits for the device's first message: 60 s plus 0.5 s. */
export const ADD_DEVICE_WAIT_MS = 60_500;

export const ADD_DEVICE_TEXTS = {
  listening: 'Listening for message from device...',
  online: 'Device is Online',
  timedOut: 'Timed Out',
  timedOutHelp:
    'Timed Out - The server has not yet received a message from the device. Make sure the device correctly turns on and connects. If you are still having trouble, contact us at',
} as const;

/**
 * Online: the server has heard from the device recently enough that it is not offline in the directory's sense
 * (spec 1 §4: offline after 18 hours without a message). A brand-new device has no message yet, so it turns
 * online with its first message.
 */
export function isDeviceOnline(lastMessageSeconds: number | null, nowSeconds: number): boolean {
  return lastMessageSeconds !== null && nowSeconds - lastMessageSeconds <= STALE_DEVICE_SECONDS;
}

/** The countdown as m:ss (60.5 s shows as 1:00; it never shows a negative time). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Device ID and pin are whole numbers (spec 3 §5); a device id is 1 to 15 digits, a pin 4 digits. */
export function parseAddDeviceInput(deviceID: string, pin: string): { deviceID: number; pin: number } | null {
  if (!/^\d{1,15}$/.test(deviceID.trim()) || !/^\d{1,4}$/.test(pin.trim())) return null;
  const id = Number(deviceID.trim());
  return id > 0 && Number.isSafeInteger(id) ? { deviceID: id, pin: Number(pin.trim()) } : null;
}
