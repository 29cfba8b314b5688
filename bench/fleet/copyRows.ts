import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * Streams rows into a table with COPY ... FROM STDIN through pg-copy-streams. `chunks` yields text already in COPY's
 * text format (tab-separated columns, `\N` for NULL, one line a row), or with `binary` buffers in COPY's binary
 * format (bench/fleet/binaryCopy.ts); a few hundred rows a chunk keeps the stream's per-chunk cost small. Returns the
 * rows PostgreSQL reports as copied.
 */
export async function copyRows(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  chunks: Iterable<string | Buffer>,
  binary = false,
): Promise<number> {
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN${binary ? ' (FORMAT binary)' : ''}`));
  await pipeline(Readable.from(chunks, { objectMode: false }), stream);
  return stream.rowCount;
}

/** Gathers lines into chunks of about `bytes` characters, so that the stream carries few large writes. */
export function* chunked(lines: Iterable<string>, bytes = 256 * 1024): Generator<string> {
  let parts: string[] = [];
  let size = 0;
  for (const line of lines) {
    parts.push(line);
    size += line.length;
    if (size >= bytes) {
      yield parts.join('');
      parts = [];
      size = 0;
    }
  }
  if (parts.length) yield parts.join('');
}
