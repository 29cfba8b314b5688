import { MessageRejected } from '../errors/deviceRefusals';
import type { DeviceMessage } from './deviceMessage';

/** How far ahead of the server's clock a device may stamp a message and have it stored as sent. */
export const CLOCK_TOLERANCE_MS = 120_000;
/** No device measured anything before 2000: an earlier stamp is a clock that was never set (reset to 1970). */
const EARLIEST_MS = Date.UTC(2000, 0, 1);
/** A device's last shift is used again while it places the message's newest time no older than this. */
const REUSE_WINDOW_MS = 3_600_000;

/**
 * The device clock rule (docs/device-protocol.md "Device clocks"). A device whose clock is wrong still has its
 * readings stored, never acknowledged and then dropped: when any time in a message is more than the tolerance ahead of
 * the server, or before 2000, every time in the message moves by the same amount so that its newest time is the
 * moment the server received it. The spacing of buffered readings is kept, and the message log records the offset.
 * Only a message whose times cannot all be placed that way (they span more than the years since 2000) is refused.
 *
 * A device whose clock is off is off by the same amount for a while: the shift found for its previous message
 * (`last`) is used again as long as it places this message's newest time within the last hour and not beyond the
 * tolerance. So messages sent in a burst keep their own spacing instead of all landing on the same receive time, and a
 * resent message lands where it landed before (and is stored once). A new shift never places a message at or before
 * the device's previous one: two messages never land on the same time, where one tag's readings would collide and
 * the second would be dropped as a duplicate.
 *
 * Times within the tolerance are stored as sent; the tag's latest value and the device's last-message time are
 * never moved past the server's clock by them (writeBatchSql caps both at the commit time).
 */
export interface ClockShift {
  /** Added to the device's times (ms). */
  shiftMs: number;
  /** Where the newest time of the message it placed landed (epoch ms). */
  placedMs: number;
}

export function applyClockRule(
  message: DeviceMessage,
  now: Date,
  last: ClockShift | null = null,
): { message: DeviceMessage; offsetMs: number | null; shift: ClockShift | null } {
  const nowMs = now.getTime();
  // a data message's own time is its readings' default; only the readings' times say where the clock is
  // every message passes here: no array is built for the common case of times in order
  let newest = -Infinity;
  let oldest = Infinity;
  if (message.type === 'data') {
    for (const r of message.readings) {
      const t = r.time.getTime();
      if (t > newest) newest = t;
      if (t < oldest) oldest = t;
    }
  } else {
    newest = oldest = message.time.getTime();
  }
  if (newest <= nowMs + CLOCK_TOLERANCE_MS && oldest >= EARLIEST_MS) return { message, offsetMs: null, shift: null };
  const reuse = last !== null && newest + last.shiftMs <= nowMs + CLOCK_TOLERANCE_MS && newest + last.shiftMs >= nowMs - REUSE_WINDOW_MS;
  const shift = reuse ? last.shiftMs : Math.max(nowMs, last ? last.placedMs + 1 : -Infinity) - newest;
  if (oldest + shift < EARLIEST_MS) {
    throw new MessageRejected('BAD_TIME', 'the message spans more time than has passed since 2000-01-01');
  }
  const move = (d: Date) => new Date(d.getTime() + shift);
  const moved: DeviceMessage =
    message.type === 'data'
      ? { ...message, time: move(message.time), readings: message.readings.map((r) => ({ ...r, time: move(r.time) })) }
      : { ...message, time: move(message.time) };
  return { message: moved, offsetMs: -shift, shift: { shiftMs: shift, placedMs: newest + shift } };
}
