import mqtt from 'mqtt';

/**
 * A device publishing numbered QoS 1 messages (time = base + n, value n) as a real one would across server crashes:
 * a message counts as delivered only once its PUBACK came; whatever was in flight when the connection dropped is
 * sent again after reconnecting. The server must store each number once, however often it was sent.
 */
export class NumberedPublisher {
  readonly acked = new Set<number>();
  sent = 0;
  private next = 0;
  private readonly retry: number[] = [];

  constructor(
    private readonly port: () => number,
    readonly device: { id: number; secret: string },
    readonly count: number,
    readonly base: number,
    private readonly window = 400,
  ) {}

  /** Resolves when every number has been acknowledged. */
  async run(): Promise<void> {
    while (this.acked.size < this.count) {
      await this.session();
      if (this.acked.size < this.count) await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** One connection only: publishes until the server drops it (a stopping server), then hands back what is in flight. */
  runOnce(): Promise<void> {
    return this.session();
  }

  private async session(): Promise<void> {
    const c = mqtt.connect(`mqtt://127.0.0.1:${this.port()}`, {
      username: String(this.device.id),
      password: this.device.secret,
      reconnectPeriod: 0,
      connectTimeout: 3000,
    });
    c.on('error', () => {});
    const connected = await new Promise<boolean>((resolve) => {
      c.once('connect', () => resolve(true));
      c.once('close', () => resolve(false));
    });
    const inflight = new Set<number>();
    if (connected) {
      await new Promise<void>((resolve) => {
        let closed = false;
        c.once('close', () => {
          closed = true;
          resolve();
        });
        const pump = () => {
          while (!closed && inflight.size < this.window) {
            const n = this.retry.pop() ?? (this.next < this.count ? this.next++ : undefined);
            if (n === undefined) {
              if (inflight.size === 0) resolve();
              return;
            }
            inflight.add(n);
            this.sent++;
            c.publish(
              `devices/${this.device.id}/up/data`,
              JSON.stringify({ time: this.base + n, values: { psr: n } }),
              { qos: 1 },
              (err) => {
                if (!inflight.delete(n)) return; // already handed back for a resend
                if (err) this.retry.push(n);
                else this.acked.add(n);
                pump();
              },
            );
          }
        };
        pump();
      });
    }
    for (const n of inflight) this.retry.push(n);
    inflight.clear();
    c.end(true);
  }
}
