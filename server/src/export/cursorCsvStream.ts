import { Readable } from 'node:stream';
import type pg from 'pg';
import Cursor from 'pg-cursor';
import type { CsvWriter, ExportRow } from './readingsCsvWriter';

export interface CursorCsvOptions {
  pool: pg.Pool;
  /** The query, in the order the rows are written; each row [epoch ms, value, temp]. */
  query: { sql: string; parameters: readonly unknown[] };
  writer: CsvWriter;
  /** Rows per read from the database (one CSV piece each). */
  batchRows: number;
  /**
   * The longest the whole download may keep its connection: the cursor's statement runs until its last row is read,
   * however slowly the client takes them, so the pool's per-statement timeout for users' requests would cut a long
   * download; this bound replaces it for this one transaction.
   */
  timeoutMs: number;
  /** Called once when the stream is done (its connection back in the pool): how it ended and how many rows it read. */
  onClose?: (outcome: 'complete' | 'aborted' | 'failed', rows: number) => void;
}

/**
 * A CSV file as a readable stream over a PostgreSQL cursor (pg-cursor), so a year of readings goes to the client
 * without ever being held in memory: batches are read as the HTTP response asks for more (Node's stream
 * backpressure: `_read` is called when the buffer has drained; one batch is read ahead while the last one is
 * written), and a client that goes away destroys the stream,
 * which closes the cursor, ends the read-only transaction and returns the connection to the pool.
 */
export class CursorCsvStream extends Readable {
  private client: pg.PoolClient | null = null;
  private cursor: Cursor<ExportRow> | null = null;
  private started = false;
  private done = false;
  private reading = false;
  private rowsRead = 0;
  /** The database failed this download (a lost connection, the time bound): its connection is not lent again. */
  private failed: Error | null = null;

  constructor(private readonly o: CursorCsvOptions) {
    // a batch of a few thousand rows is a few hundred kilobytes of text: let one sit in the buffer
    super({ highWaterMark: 512 * 1024 });
  }

  override _construct(callback: (err?: Error | null) => void): void {
    this.open().then(() => callback(), callback);
  }

  private async open(): Promise<void> {
    this.client = await this.o.pool.connect();
    await this.client.query('BEGIN READ ONLY');
    await this.client.query(`SET LOCAL statement_timeout = ${Math.round(this.o.timeoutMs)}`);
    this.cursor = this.client.query(new Cursor<ExportRow>(this.o.query.sql, [...this.o.query.parameters], { rowMode: 'array' }));
  }

  /** The next batch, asked for before the one in hand is written: PostgreSQL and this process work side by side. */
  private next: Promise<ExportRow[]> | null = null;

  private fetchNext(): void {
    this.next = this.cursor!.read(this.o.batchRows);
    // its failure is handled where it is awaited; a download destroyed meanwhile never awaits it
    this.next.catch(() => undefined);
  }

  override _read(): void {
    if (this.reading || this.done) return;
    if (!this.started) {
      this.started = true;
      this.push(this.o.writer.head);
      this.fetchNext();
    }
    this.reading = true;
    this.next!.then(
      (rows) => {
        this.reading = false;
        this.rowsRead += rows.length;
        if (this.destroyed) return;
        if (rows.length === 0) {
          this.done = true;
          const tail = this.o.writer.tail();
          if (tail) this.push(tail);
          this.push(null);
          return;
        }
        // one batch ahead at most: the stream's buffer and this one bound what is held
        this.fetchNext();
        const text = this.o.writer.rows(rows);
        // a batch whose rows the corrections all dropped writes nothing: ask for the next one
        if (text) this.push(text);
        else this._read();
      },
      (err: Error) => {
        this.reading = false;
        this.failed = err;
        this.destroy(err);
      },
    );
  }

  override _destroy(err: Error | null, callback: (err?: Error | null) => void): void {
    this.close(err).then(
      () => callback(err),
      (closeErr: Error) => callback(err ?? closeErr),
    );
  }

  private async close(err: Error | null): Promise<void> {
    const client = this.client;
    this.client = null;
    const outcome = this.failed || (err && !this.done) ? 'failed' : this.done ? 'complete' : 'aborted';
    if (!client) return this.o.onClose?.(outcome, this.rowsRead);
    let broken = this.failed;
    try {
      if (!broken) {
        // a cursor read to its end is closed already; one left open (the client went away) holds a snapshot until closed
        if (this.cursor && !this.done) await this.cursor.close();
        await client.query(this.done && !err ? 'COMMIT' : 'ROLLBACK');
      }
    } catch (e) {
      broken = e as Error;
    } finally {
      client.release(broken ?? undefined);
      this.o.onClose?.(outcome, this.rowsRead);
    }
  }
}
