import { MESSAGE_TYPES, type DeviceMessage, type HealthInput, type MessageType, type ReadingInput } from './deviceMessage';

export const MAX_PAYLOAD_BYTES = 64 * 1024;
export const MAX_READINGS_PER_MESSAGE = 500;
const MAX_FUTURE_SECONDS = 86_400;
// nothing a device measured can predate the product's own epoch; older times are clock faults
const MIN_TIME_SECONDS = Date.UTC(2000, 0, 1) / 1000;
const TAG = /^[A-Za-z_][A-Za-z0-9_]{0,31}$/;
const SETTING_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const JSONB_REFUSES = /\\u0000|\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}/;

export class MessageRejected extends Error {
  override readonly name = 'MessageRejected';
}

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function finite(v: unknown, what: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new MessageRejected(`${what} must be a finite number`);
  return v;
}

function optionalFinite(v: unknown, what: string): number | null {
  return v === undefined || v === null ? null : finite(v, what);
}

/** Epoch seconds (fractions allowed); absent means "now". More than a day ahead is a clock fault. */
function timeOf(v: unknown, now: Date, what = 'time'): Date {
  if (v === undefined || v === null) return now;
  const s = finite(v, what);
  if (s < MIN_TIME_SECONDS) throw new MessageRejected(`${what} is before 2000-01-01`);
  if (s > now.getTime() / 1000 + MAX_FUTURE_SECONDS) throw new MessageRejected(`${what} is more than a day ahead`);
  return new Date(Math.round(s * 1000));
}

function readingsOf(body: Obj, time: Date, now: Date): ReadingInput[] {
  const out: ReadingInput[] = [];
  const temp = optionalFinite(body.temp, 'temp');
  if (body.values !== undefined) {
    if (!isObj(body.values)) throw new MessageRejected('values must be an object of tag: number');
    for (const [tag, value] of Object.entries(body.values)) {
      if (!TAG.test(tag)) throw new MessageRejected(`bad tag name ${JSON.stringify(tag).slice(0, 40)}`);
      out.push({ tag, time, value: finite(value, `values.${tag}`), temp });
    }
  }
  if (body.readings !== undefined) {
    if (!Array.isArray(body.readings)) throw new MessageRejected('readings must be an array');
    for (const r of body.readings) {
      if (!isObj(r) || typeof r.tag !== 'string' || !TAG.test(r.tag)) throw new MessageRejected('each reading needs a tag');
      out.push({ tag: r.tag, time: r.time === undefined ? time : timeOf(r.time, now, 'readings.time'), value: finite(r.value, `${r.tag} value`), temp: optionalFinite(r.temp, 'temp') });
    }
  }
  if (out.length === 0) throw new MessageRejected('a data message needs values or readings');
  if (out.length > MAX_READINGS_PER_MESSAGE) throw new MessageRejected(`at most ${MAX_READINGS_PER_MESSAGE} readings per message`);
  return out;
}

function healthOf(body: Obj): HealthInput {
  const carrier = body.carrier;
  if (carrier !== undefined && carrier !== null && (typeof carrier !== 'string' || carrier.length > 32)) {
    throw new MessageRejected('carrier must be a short string');
  }
  const h: HealthInput = {
    voltage: optionalFinite(body.voltage, 'voltage'),
    temperature: optionalFinite(body.temperature, 'temperature'),
    csq: optionalFinite(body.csq, 'csq'),
    solar: optionalFinite(body.solar, 'solar'),
    batteryDelta: optionalFinite(body.batteryDelta, 'batteryDelta'),
    carrier: typeof carrier === 'string' ? carrier : null,
  };
  if (Object.values(h).every((v) => v === null)) throw new MessageRejected('a health message needs at least one field');
  return h;
}

/**
 * Validates one message body. Throws MessageRejected with the reason (logged, never shown to other devices);
 * a message is either accepted whole or not at all.
 */
export function parseMessage(type: string, payload: Buffer | string, now: Date = new Date()): { message: DeviceMessage; raw: Obj; text: string } {
  if (!MESSAGE_TYPES.includes(type as MessageType)) throw new MessageRejected(`unknown message type ${JSON.stringify(type).slice(0, 40)}`);
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (size > MAX_PAYLOAD_BYTES) throw new MessageRejected(`payload of ${size} bytes is over ${MAX_PAYLOAD_BYTES}`);
  const text = typeof payload === 'string' ? payload : payload.toString();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new MessageRejected('payload is not JSON');
  }
  if (!isObj(body)) throw new MessageRejected('payload must be a JSON object');
  // no device means to send a NUL or half a surrogate pair, and any later cast of the logged message to jsonb would fail
  if (text.includes('\\u') && JSONB_REFUSES.test(text)) throw new MessageRejected('payload has a \\u0000 or an unpaired surrogate escape');
  const ok = (message: DeviceMessage) => ({ message, raw: body as Obj, text });
  const time = timeOf(body.time, now);
  switch (type as MessageType) {
    case 'data':
      return ok({ type: 'data', time, readings: readingsOf(body, time, now) });
    case 'event': {
      const flag = finite(body.flag, 'flag');
      if (!Number.isInteger(flag) || flag < 0 || flag > 1000) throw new MessageRejected('flag must be an event code');
      return ok({ type: 'event', time, flag });
    }
    case 'health':
      return ok({ type: 'health', time, health: healthOf(body) });
    case 'gps': {
      const latitude = finite(body.latitude, 'latitude');
      const longitude = finite(body.longitude, 'longitude');
      if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw new MessageRejected('coordinates out of range');
      return ok({ type: 'gps', time, latitude, longitude });
    }
    case 'overflow': {
      if (typeof body.message !== 'string') throw new MessageRejected('overflow needs a message string');
      return ok({ type: 'overflow', time, message: body.message });
    }
    case 'settings': {
      if (!isObj(body.settings)) throw new MessageRejected('settings must be an object');
      const settings: Record<string, string> = {};
      for (const [k, v] of Object.entries(body.settings)) {
        if (!SETTING_KEY.test(k)) throw new MessageRejected('bad setting key');
        if (typeof v !== 'string' && typeof v !== 'number') throw new MessageRejected(`setting ${k} must be a string or number`);
        settings[k] = String(v);
      }
      return ok({ type: 'settings', time, settings });
    }
  }
}
