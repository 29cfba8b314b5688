/*
 * COPY's binary format (PostgreSQL docs, "COPY", Binary Format), for the raw history: PostgreSQL reads a binary
 * double, timestamp or array element without parsing text, which is most of its work on the text form of 250 million
 * readings. Hand-written because it is a few fixed layouts; pg-copy-streams carries the bytes as they are.
 */

/** The file header: signature, flags, header extension length. */
export const COPY_HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
/** The file trailer: a field count of -1. */
export const COPY_TRAILER = Buffer.from([0xff, 0xff]);

/** pg_type OIDs of array elements, which array_recv checks against the column's. */
const INT8_OID = 20;
const FLOAT8_OID = 701;
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);
const TWO32 = 2 ** 32;
/** the bytes of a one-dimensional array field of n 8-byte elements: length, array header, then length + value each */
export const arrayFieldBytes = (n: number): number => 4 + 20 + n * 12;

/** Fills one buffer with binary COPY tuples; sizes are the caller's to compute (the layouts are fixed). */
export class BinaryRows {
  readonly buf: Buffer;
  private o = 0;

  constructor(bytes: number) {
    this.buf = Buffer.allocUnsafe(bytes);
  }

  /** The buffer up to what was written. */
  done(): Buffer {
    return this.buf.subarray(0, this.o);
  }

  row(fields: number): void {
    this.o = this.buf.writeInt16BE(fields, this.o);
  }

  /** A bigint field; `n` a whole number from 0 to 2^53. */
  int8(n: number): void {
    this.o = this.buf.writeInt32BE(8, this.o);
    this.int64(n);
  }

  int4(n: number): void {
    this.o = this.buf.writeInt32BE(4, this.o);
    this.o = this.buf.writeInt32BE(n, this.o);
  }

  float8(v: number): void {
    this.o = this.buf.writeInt32BE(8, this.o);
    this.o = this.buf.writeDoubleBE(v, this.o);
  }

  /** A timestamptz field: microseconds since 2000-01-01 UTC (integer datetimes, PostgreSQL's only kind since 10). */
  time(ms: number): void {
    this.o = this.buf.writeInt32BE(8, this.o);
    this.int64((ms - PG_EPOCH_MS) * 1000);
  }

  /** A text field, already encoded. */
  bytes(b: Buffer): void {
    this.o = this.buf.writeInt32BE(b.length, this.o);
    this.o += b.copy(this.buf, this.o);
  }

  /** Bytes as they are (a field prepared once, e.g. by `int8ArrayField`). */
  raw(b: Buffer): void {
    this.o += b.copy(this.buf, this.o);
  }

  nul(): void {
    this.o = this.buf.writeInt32BE(-1, this.o);
  }

  /** A float8[] field of `values[from..to)`. */
  float8Array(values: Float64Array, from: number, to: number): void {
    this.arrayField(FLOAT8_OID, to - from);
    for (let k = from; k < to; k++) this.float8(values[k]!);
  }

  /** A one-dimensional array field's length and header; its `n` elements (8 bytes each) follow. */
  arrayField(oid: number, n: number): void {
    this.o = this.buf.writeInt32BE(arrayFieldBytes(n) - 4, this.o);
    this.o = this.buf.writeInt32BE(1, this.o); // dimensions
    this.o = this.buf.writeInt32BE(0, this.o); // no NULL elements
    this.o = this.buf.writeInt32BE(oid, this.o);
    this.o = this.buf.writeInt32BE(n, this.o);
    this.o = this.buf.writeInt32BE(1, this.o); // lower bound
  }

  private int64(n: number): void {
    this.o = this.buf.writeUInt32BE(Math.floor(n / TWO32), this.o);
    this.o = this.buf.writeUInt32BE(n % TWO32, this.o);
  }
}

/** A bigint[] field, built once for the values every row shares (a day's times). */
export function int8ArrayField(values: readonly number[]): Buffer {
  const w = new BinaryRows(arrayFieldBytes(values.length));
  w.arrayField(INT8_OID, values.length);
  for (const v of values) w.int8(v);
  return w.done();
}
