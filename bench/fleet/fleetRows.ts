import { createHash } from 'node:crypto';

/*
 * The generated fleet's rows, one device at a time (ids from `firstId`, `g` counting from 1): what bench/directory
 * and bench/api seed, as COPY text lines. Everything derives from `g`, so two runs seed the same fleet (only the
 * times move with the clock).
 */

/** devices per region and per site: /Region N/Site M, 5 sites a region */
export const PER_REGION = 250;
const PER_SITE = 50;
const MINUTE = 60_000;
const DAY = 86_400_000;

export interface FleetShape {
  firstId: number;
  devices: number;
  companyID: number;
  /** The signal channel `_csq` as a third tag, and the device row's latest reading and signal from its channels. */
  signalChannel: boolean;
  /** Every n-th device has been silent for 2 days and not reported yet (the tardy scan's work); 0: none. */
  tardyEvery: number;
  /** Every n-th device has been silent for 30 days and was reported then (what the tardy scan must skip); 0: none. */
  deadEvery: number;
  now: number;
}

/** The transport secret of a generated device: a bench can send its messages over HTTP. */
export const fleetSecret = (id: number): string => `bench-secret-${id}`;

const iso = (ms: number): string => new Date(ms).toISOString();
/** The name of the fleet's `g`-th device: 'Tank 00001', zero-padded to the fleet's size (at least 5 digits). */
export const fleetDeviceName = (g: number, devices: number): string =>
  `Tank ${String(g).padStart(Math.max(5, String(devices).length), '0')}`;

export const DEVICE_COLUMNS = [
  'id',
  'company_id',
  'name',
  'path',
  'pin',
  'secret_hash',
  'latitude',
  'longitude',
  'last_time_message_received',
  'first_message_at',
  'has_turned_on',
  'default_tag',
  'battery_level',
  'solar_powered',
  'latest_reading',
  'signal_strength',
  'tardy_notified_at',
] as const;

export const TAG_COLUMNS = ['device_id', 'tag', 'ymin', 'ymax', 'time', 'value'] as const;

/** When the device last sent: minutes ago for most, 2 days for the tardy, 30 days for the long silent. */
function lastMessage(g: number, s: FleetShape): { last: number; notified: number | null } {
  if (s.deadEvery && g % s.deadEvery === 0) return { last: s.now - 30 * DAY, notified: s.now - 29 * DAY };
  if (s.tardyEvery && (g - 1) % s.tardyEvery === 0) return { last: s.now - 2 * DAY, notified: null };
  return { last: s.now - (g % 720) * MINUTE, notified: null };
}

export const mainTag = (g: number): 'spsr' | 'psr' => (g % 2 === 0 ? 'spsr' : 'psr');
/** The main channel's latest value: a level in ft (0..20) or a pressure (0..900). */
const mainValue = (id: number, tag: 'spsr' | 'psr'): number => (tag === 'spsr' ? (id % 200) / 10 : id % 900);
const battery = (g: number): number => 3.6 + (g % 10) / 100;
const signal = (id: number): number => 8 + (id % 24);

/** The devices' and tags' COPY lines. */
export function* fleetLines(s: FleetShape): Generator<{ device: string; tags: string }> {
  const firstMessage = iso(s.now - 30 * DAY);
  for (let g = 1; g <= s.devices; g++) {
    const id = s.firstId + g - 1;
    const { last, notified } = lastMessage(g, s);
    const at = iso(last);
    const tag = mainTag(g);
    const value = mainValue(id, tag);
    const region = Math.floor((g - 1) / PER_REGION) + 1;
    const site = (Math.floor((g - 1) / PER_SITE) % (PER_REGION / PER_SITE)) + 1;
    const hash = createHash('sha256').update(fleetSecret(id)).digest('hex');
    const device = [
      id,
      s.companyID,
      fleetDeviceName(g, s.devices),
      `/Region ${region}/Site ${site}`,
      String(g % 10000).padStart(4, '0'),
      hash,
      31 + (g % 1000) / 1000,
      -102 - (g % 997) / 1000,
      at,
      firstMessage,
      't',
      tag,
      battery(g),
      't',
      s.signalChannel ? value : '\\N',
      s.signalChannel ? signal(id) : '\\N',
      notified === null ? '\\N' : iso(notified),
    ].join('\t');
    let tags = `${id}\t${tag}\t0\t${tag === 'spsr' ? 20 : 1000}\t${at}\t${value}\n${id}\t_v\t0\t5\t${at}\t${battery(g)}\n`;
    if (s.signalChannel) tags += `${id}\t_csq\t0\t35\t${at}\t${signal(id)}\n`;
    yield { device: device + '\n', tags };
  }
}
