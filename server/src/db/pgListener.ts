import pg from 'pg';

export interface PgListenerOptions {
  /** Its settings open one dedicated connection: a LISTEN must not hold a client the queries need. */
  pool: pg.Pool;
  channel: string;
  onNotify: (payload: string) => void;
  /** LISTEN is in place; `again` when it was lost before (what was announced meanwhile was missed). */
  onListening?: (again: boolean) => void;
  /** The connection is gone; a new one is being tried. */
  onLost?: () => void;
  log: (msg: string, err?: unknown) => void;
}

/**
 * One LISTEN connection that comes back by itself: after a database restart or a cut connection it reconnects with
 * a growing delay (1 s, doubling, at most 30 s) until stopped. The alarm engine's configuration cache, the settings
 * downlink and the live bus each keep one.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectDelay = 1000;
  private stopped = true;
  private everListened = false;

  constructor(private readonly opts: PgListenerOptions) {}

  /** Resolves after the first attempt; when it failed, the listener keeps trying in the background. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const c = this.client;
    this.client = null;
    if (c) await this.close(c);
  }

  get isListening(): boolean {
    return this.client !== null;
  }

  private async connect(): Promise<void> {
    if (this.stopped || this.client) return;
    const client = new pg.Client(this.opts.pool.options);
    client.on('notification', (n) => {
      if (n.channel === this.opts.channel && n.payload) this.opts.onNotify(n.payload);
    });
    client.on('error', (err) => {
      this.opts.log(`the ${this.opts.channel} listener lost its connection; listening again`, err);
      this.drop(client);
    });
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.opts.channel}`);
    } catch (err) {
      this.opts.log(`cannot listen to ${this.opts.channel}; retrying`, err);
      void this.close(client);
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) return void this.close(client);
    this.client = client;
    this.reconnectDelay = 1000;
    this.opts.onListening?.(this.everListened);
    this.everListened = true;
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    void this.close(client);
    this.opts.onLost?.();
    this.scheduleReconnect();
  }

  private async close(client: pg.Client): Promise<void> {
    client.removeAllListeners('end');
    client.removeAllListeners('error');
    client.on('error', () => {});
    await client.end().catch(() => {});
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, this.reconnectDelay);
    this.reconnectTimer.unref();
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, 30_000);
  }
}
