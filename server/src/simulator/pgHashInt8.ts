/**
 * PostgreSQL's `hashint8(bigint)` (hashfunc.c: fold the high half into the low half, then Bob Jenkins' final
 * mix from hashfn.c), returned as the signed int4 SQL sees. The demo history draws its per-cycle, per-slot and
 * per-step choices (a tank's fill height, a pump's stop, a valve's position) from this hash inside PostgreSQL
 * (seedReadings.ts); computing the same numbers here lets the simulator continue exactly the curve the history
 * drew, without reading the database.
 */
export function pgHashInt8(value: bigint): number {
  const v = BigInt.asIntN(64, value);
  let lo = Number(BigInt.asUintN(32, v));
  const hi = Number(BigInt.asUintN(32, v >> 32n));
  lo = (lo ^ (v >= 0n ? hi : ~hi)) >>> 0;

  const rot = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;
  // a = b = c = 0x9e3779b9 + sizeof(uint32) + 3923095; a += k
  const init = (0x9e3779b9 + 4 + 3923095) >>> 0;
  let a = (init + lo) >>> 0;
  let b = init;
  let c = init;
  c = ((c ^ b) - rot(b, 14)) >>> 0;
  a = ((a ^ c) - rot(c, 11)) >>> 0;
  b = ((b ^ a) - rot(a, 25)) >>> 0;
  c = ((c ^ b) - rot(b, 16)) >>> 0;
  a = ((a ^ c) - rot(c, 4)) >>> 0;
  b = ((b ^ a) - rot(a, 14)) >>> 0;
  c = ((c ^ b) - rot(b, 24)) >>> 0;
  return c | 0;
}

/** `hashint8(x)::float8 / 4294967296 + 0.5`: the uniform draw in [0, 1) the history's SQL uses. */
export function pgUniform(value: bigint): number {
  return pgHashInt8(value) / 4294967296 + 0.5;
}
