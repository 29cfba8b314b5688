/** A small seeded PRNG (mulberry32): the same seed gives the same inputs on every run, so a failure reproduces. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS = [
  'time',
  'values',
  'psr',
  'temp',
  '_t',
  'tag',
  'settings',
  'version',
  '__proto__',
  'constructor',
  'rssi',
  'battery',
  '',
  'a'.repeat(300),
];
const STRINGS = [
  '',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '\u0000',
  '\ud800',
  '🚀',
  "'; DROP TABLE readings; --",
  'a'.repeat(5000),
  '2026-01-01T00:00:00Z',
  'null',
];
const NUMBERS = [0, -0, 1, -1, 1e308, -1e308, 2 ** 53, 2 ** 63, 0.1, 4294967296, -2147483649, 1.5e-300, 9_999_999_999];

/** A random JSON value, biased towards the shapes a device message has, to reach past the first check. */
function randomJson(rand: () => number, depth = 0): unknown {
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const r = rand();
  if (depth > 4 || r < 0.25) return pick<unknown>([pick(NUMBERS), pick(STRINGS), true, false, null, Math.floor(rand() * 2e9) - 1e9]);
  if (r < 0.4) return Array.from({ length: Math.floor(rand() * 5) }, () => randomJson(rand, depth + 1));
  const o: Record<string, unknown> = {};
  const n = Math.floor(rand() * 6);
  for (let i = 0; i < n; i++) o[pick(KEYS)] = randomJson(rand, depth + 1);
  if (depth === 0 && rand() < 0.5) {
    o.values =
      rand() < 0.7
        ? Object.fromEntries(
            Array.from({ length: Math.floor(rand() * 4) }, () => [pick(KEYS), rand() < 0.6 ? pick(NUMBERS) : randomJson(rand, depth + 1)]),
          )
        : randomJson(rand, depth + 1);
    if (rand() < 0.5) o.time = rand() < 0.5 ? Math.floor(Date.now() / 1000 - rand() * 1e9) : randomJson(rand, depth + 1);
  }
  return o;
}

/** A message body: mostly random JSON, sometimes broken text or raw bytes. */
export function randomBody(rand: () => number): Buffer {
  const r = rand();
  const json = JSON.stringify(randomJson(rand)) ?? 'null';
  if (r < 0.7) return Buffer.from(json);
  if (r < 0.85) return Buffer.from(json.slice(0, Math.floor(rand() * json.length)));
  return Buffer.from(Array.from({ length: Math.floor(rand() * 200) }, () => Math.floor(rand() * 256)));
}

/**
 * A message a real fleet sends that is valid JSON but odd: operators outside the US, numbers at a column's limits,
 * clocks anywhere, settings of every shape, and random bodies. [type, body].
 */
export function oddDeviceMessage(rand: () => number, nowS: number): [string, unknown] {
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
  return pick<() => [string, unknown]>([
    () => ['health', { voltage: 4, carrier: pick(['Vodafone', 'US Cellular', 'Rogers', 'Telcel', 'T-MOBILE', 'at&t', '']) }],
    () => [
      'health',
      { csq: pick([1e12, -1e12, 2_147_483_648, 99.5, -0]), solar: pick([1e300, 5, -5]), batteryDelta: pick([2 ** 31, -(2 ** 31), 1.5]) },
    ],
    () => ['data', { values: { psr: pick([1.7e308, -1.7e308, 1e15, -1e15, 5e-324, 2 ** 53]) } }],
    () => [
      'data',
      { time: pick([nowS + 86_399, nowS + 86_401, nowS + 400 * 86_400, 0, -1, 1e11, 1e12, 1e300, 946_684_799]), values: { psr: 1 } },
    ],
    () => [
      'data',
      {
        readings: [
          { tag: 'psr', value: 1, time: pick([1, nowS, nowS * 2]) },
          { tag: 'psr', value: 2, time: pick([1e10, nowS - 1, 5]) },
        ],
      },
    ],
    () => ['settings', { settings: { interval_reading: pick([1e308, -1, 'x'.repeat(5000), '\u2028', 0]) } }],
    () => ['gps', { latitude: pick([90, -90, 90.0001, 0]), longitude: pick([180, -180, 1e308]) }],
    () => ['event', { flag: pick([0, 1000, 1001, -1, 1.5, 70]) }],
    () => [pick(['data', 'health', 'event', 'settings', 'gps', 'overflow']), JSON.parse(JSON.stringify(randomJson(rand)) ?? 'null')],
  ])();
}
