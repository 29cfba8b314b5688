import { MessageRejected, type DeviceRefusalCode } from '../errors/deviceRefusals';
import { applyClockRule, type ClockShift } from './clockRule';
import { MESSAGE_TYPES, type DeviceMessage, type HealthInput, type MessageType, type ReadingInput } from './deviceMessage';

export const MAX_PAYLOAD_BYTES = 64 * 1024;
const MAX_READINGS_PER_MESSAGE = 500;
/**
 * Readings beyond ±10^15 are device faults, and refused: PostgreSQL refuses a float8 sum that overflows, so two
 * readings near the float maximum in one hour would make every later reading of that tag and hour fail its rollup.
 */
const MAX_ABS_VALUE = 1e15;
/** csq, solar and batteryDelta are stored rounded in integer columns. */
const MAX_INT = 2_147_483_647;
/** Epoch seconds past this (year 5138) cannot be a clock, only garbage; nearer times go through the clock rule. */
const MAX_ABS_SECONDS = 1e11;
const TAG = /^[A-Za-z_][A-Za-z0-9_]{0,31}$/;
const SETTING_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const JSONB_REFUSES =
  /\\u0000|\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}/;

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function reject(code: DeviceRefusalCode, detail?: string): never {
  throw new MessageRejected(code, detail);
}

function finite(v: unknown, what: string, max = MAX_ABS_VALUE): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > max) reject('BAD_NUMBER', what);
  return v;
}

function optionalFinite(v: unknown, what: string, max = MAX_ABS_VALUE): number | null {
  return v === undefined || v === null ? null : finite(v, what, max);
}

/** Epoch seconds (fractions allowed) as the device stamped them; absent means "now". The clock rule comes after. */
function timeOf(v: unknown, now: Date, what = 'time'): Date {
  if (v === undefined || v === null) return now;
  if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > MAX_ABS_SECONDS) reject('BAD_TIME', what);
  return new Date(Math.round(v * 1000));
}

function readingsOf(body: Obj, time: Date, now: Date): ReadingInput[] {
  const out: ReadingInput[] = [];
  const temp = optionalFinite(body.temp, 'temp');
  if (body.values !== undefined) {
    if (!isObj(body.values)) reject('BAD_FIELD', 'values must be an object of tag: number');
    for (const [tag, value] of Object.entries(body.values)) {
      if (!TAG.test(tag)) reject('BAD_TAG', JSON.stringify(tag).slice(0, 40));
      out.push({ tag, time, value: finite(value, `values.${tag}`), temp });
    }
  }
  if (body.readings !== undefined) {
    if (!Array.isArray(body.readings)) reject('BAD_FIELD', 'readings must be an array');
    for (const r of body.readings) {
      if (!isObj(r) || typeof r.tag !== 'string') reject('BAD_FIELD', 'each reading needs a tag');
      if (!TAG.test(r.tag)) reject('BAD_TAG', JSON.stringify(r.tag).slice(0, 40));
      out.push({
        tag: r.tag,
        time: r.time === undefined ? time : timeOf(r.time, now, 'readings.time'),
        value: finite(r.value, `${r.tag} value`),
        temp: optionalFinite(r.temp, 'temp'),
      });
    }
  }
  if (out.length === 0) reject('NO_READINGS');
  if (out.length > MAX_READINGS_PER_MESSAGE) reject('TOO_MANY_READINGS', `${out.length} readings`);
  return out;
}

function healthOf(body: Obj): HealthInput {
  const carrier = body.carrier;
  if (carrier !== undefined && carrier !== null && (typeof carrier !== 'string' || carrier.length > 32)) {
    reject('BAD_FIELD', 'carrier must be a string of at most 32 characters');
  }
  const h: HealthInput = {
    voltage: optionalFinite(body.voltage, 'voltage'),
    temperature: optionalFinite(body.temperature, 'temperature'),
    csq: optionalFinite(body.csq, 'csq', MAX_INT),
    solar: optionalFinite(body.solar, 'solar', MAX_INT),
    batteryDelta: optionalFinite(body.batteryDelta, 'batteryDelta', MAX_INT),
    carrier: typeof carrier === 'string' ? carrier : null,
  };
  if (Object.values(h).every((v) => v === null)) reject('BAD_FIELD', 'a health message needs at least one field');
  return h;
}

export interface ParsedMessage {
  message: DeviceMessage;
  raw: Obj;
  text: string;
  /** How far ahead of the server the device's clock was, when the clock rule moved the message's times; else null. */
  clockOffsetMs: number | null;
  /** The shift the clock rule applied, to offer again with the device's next message; null when none. */
  shift: ClockShift | null;
}

/**
 * Validates one message body and places its times by the clock rule (clockRule.ts). Throws MessageRejected with a
 * code and the reason; a message is either accepted whole or not at all. Everything the database would refuse is
 * refused here, so that a stored batch never fails for one message's content.
 */
export function parseMessage(
  type: string,
  payload: Buffer | string,
  now: Date = new Date(),
  lastShift: ClockShift | null = null,
): ParsedMessage {
  if (!MESSAGE_TYPES.includes(type as MessageType)) reject('UNKNOWN_TYPE', JSON.stringify(type).slice(0, 40));
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (size > MAX_PAYLOAD_BYTES) reject('PAYLOAD_TOO_LARGE', `${size} bytes`);
  const text = typeof payload === 'string' ? payload : payload.toString();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    reject('NOT_JSON');
  }
  if (!isObj(body)) reject('NOT_AN_OBJECT');
  // no device means to send a NUL or half a surrogate pair, and any later cast of the logged message to jsonb would fail
  if (text.includes('\\u') && JSONB_REFUSES.test(text)) reject('BAD_ESCAPE');
  const ok = (message: DeviceMessage): ParsedMessage => {
    const placed = applyClockRule(message, now, lastShift);
    return { message: placed.message, raw: body as Obj, text, clockOffsetMs: placed.offsetMs, shift: placed.shift };
  };
  const time = timeOf(body.time, now);
  switch (type as MessageType) {
    case 'data':
      return ok({ type: 'data', time, readings: readingsOf(body, time, now) });
    case 'event': {
      const flag = finite(body.flag, 'flag');
      if (!Number.isInteger(flag) || flag < 0 || flag > 1000) reject('BAD_FIELD', 'flag must be an event code from 0 to 1000');
      return ok({ type: 'event', time, flag });
    }
    case 'health':
      return ok({ type: 'health', time, health: healthOf(body) });
    case 'gps': {
      const latitude = finite(body.latitude, 'latitude');
      const longitude = finite(body.longitude, 'longitude');
      if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) reject('BAD_NUMBER', 'coordinates out of range');
      return ok({ type: 'gps', time, latitude, longitude });
    }
    case 'overflow': {
      if (typeof body.message !== 'string') reject('BAD_FIELD', 'overflow needs a message string');
      return ok({ type: 'overflow', time, message: body.message });
    }
    case 'settings': {
      if (!isObj(body.settings)) reject('BAD_FIELD', 'settings must be an object');
      const settings: Record<string, string> = {};
      for (const [k, v] of Object.entries(body.settings)) {
        if (!SETTING_KEY.test(k)) reject('BAD_FIELD', `setting key ${JSON.stringify(k).slice(0, 40)}`);
        if (typeof v !== 'string' && typeof v !== 'number') reject('BAD_FIELD', `setting ${k} must be a string or number`);
        settings[k] = String(v);
      }
      return ok({ type: 'settings', time, settings });
    }
  }
}
