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

const KEYS = ['time', 'values', 'psr', 'temp', '_t', 'tag', 'settings', 'version', '__proto__', 'constructor', 'rssi', 'battery', '', 'a'.repeat(300)];
const STRINGS = ['', 'NaN', 'Infinity', '-1', '1e309', '\u0000', '\ud800', '🚀', "'; DROP TABLE readings; --", 'a'.repeat(5000), '2026-01-01T00:00:00Z', 'null'];
const NUMBERS = [0, -0, 1, -1, 1e308, -1e308, 2 ** 53, 2 ** 63, 0.1, 4294967296, -2147483649, 1.5e-300, 9_999_999_999];

/** A random JSON value, biased towards the shapes a device message has, to reach past the first check. */
export function randomJson(rand: () => number, depth = 0): unknown {
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const r = rand();
  if (depth > 4 || r < 0.25) return pick<unknown>([pick(NUMBERS), pick(STRINGS), true, false, null, Math.floor(rand() * 2e9) - 1e9]);
  if (r < 0.4) return Array.from({ length: Math.floor(rand() * 5) }, () => randomJson(rand, depth + 1));
  const o: Record<string, unknown> = {};
  const n = Math.floor(rand() * 6);
  for (let i = 0; i < n; i++) o[pick(KEYS)] = randomJson(rand, depth + 1);
  if (depth === 0 && rand() < 0.5) {
    o.values = rand() < 0.7 ? Object.fromEntries(Array.from({ length: Math.floor(rand() * 4) }, () => [pick(KEYS), rand() < 0.6 ? pick(NUMBERS) : randomJson(rand, depth + 1)])) : randomJson(rand, depth + 1);
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
