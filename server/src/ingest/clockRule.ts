import { MessageRejected } from '../errors/deviceRefusals';
import type { DeviceMessage } from './deviceMessage';

/** How far ahead of the server's clock a device may stamp a message and have it stored as sent. */
export const CLOCK_TOLERANCE_MS = 120_000;
/** No device measured anything before 2000: an earlier stamp is a clock that was never set (reset to 1970). */
export const EARLIEST_MS = Date.UTC(2000, 0, 1);

/**
 * The device clock rule (docs/device-protocol.md "Device clocks"). A device whose clock is wrong still has its
 * readings stored, never acknowledged and then dropped: when any time in a message is more than the tolerance ahead of
 * the server, or before 2000, every time in the message moves by the same amount so that its newest time is the
 * moment the server received it. The spacing of buffered readings is kept, and the message log records the offset.
 * Only a message whose times cannot all be placed that way (they span more than the years since 2000) is refused.
 *
 * Times within the tolerance are stored as sent; the tag's latest value and the device's last-message time are
 * never moved past the server's clock by them (writeBatchSql caps both at the commit time).
 */
export function applyClockRule(message: DeviceMessage, now: Date): { message: DeviceMessage; offsetMs: number | null } {
  const nowMs = now.getTime();
  // a data message's own time is its readings' default; only the readings' times say where the clock is
  const times = message.type === 'data' ? message.readings.map((r) => r.time.getTime()) : [message.time.getTime()];
  let newest = -Infinity;
  let oldest = Infinity;
  for (const t of times) {
    if (t > newest) newest = t;
    if (t < oldest) oldest = t;
  }
  if (newest <= nowMs + CLOCK_TOLERANCE_MS && oldest >= EARLIEST_MS) return { message, offsetMs: null };
  const shift = nowMs - newest;
  if (oldest + shift < EARLIEST_MS) {
    throw new MessageRejected('BAD_TIME', 'the message spans more time than has passed since 2000-01-01');
  }
  const move = (d: Date) => new Date(d.getTime() + shift);
  const moved: DeviceMessage =
    message.type === 'data'
      ? { ...message, time: move(message.time), readings: message.readings.map((r) => ({ ...r, time: move(r.time) })) }
      : { ...message, time: move(message.time) };
  return { message: moved, offsetMs: -shift };
}
