/**
 * Connection failures to the external broker, reported for the whole process rather than per connection: with
 * MQTT_CONNECTIONS connections that each retry every second, a broker that is down would otherwise fill the log with
 * the same line many times a second. The first failure is logged at once with its cause; while the broker stays
 * unreachable the report repeats at most after `firstRepeatMs`, then twice that, up to `maxRepeatMs`, saying how many
 * failures it stood for; the first connection after that says so.
 */
export class BrokerTrouble {
  private failing = false;
  private nextReportAt = 0;
  private repeatMs: number;
  private unreported = 0;

  constructor(
    private readonly where: string,
    private readonly log: (msg: string) => void,
    private readonly firstRepeatMs = 60_000,
    private readonly maxRepeatMs = 30 * 60_000,
    private readonly now: () => number = Date.now,
  ) {
    this.repeatMs = firstRepeatMs;
  }

  failed(err: Error): void {
    const now = this.now();
    if (this.failing && now < this.nextReportAt) {
      this.unreported++;
      return;
    }
    const also = this.unreported ? ` (${this.unreported} more failed attempts since the last report)` : '';
    this.log(
      `mqtt (external): cannot connect to the broker at ${this.where}: ${err.message}${also}; retrying, next report in ${Math.round(this.repeatMs / 1000)} s if it still fails`,
    );
    this.failing = true;
    this.unreported = 0;
    this.nextReportAt = now + this.repeatMs;
    this.repeatMs = Math.min(this.repeatMs * 2, this.maxRepeatMs);
  }

  connected(): void {
    if (this.failing) this.log(`mqtt (external): connected to the broker at ${this.where} again`);
    this.failing = false;
    this.unreported = 0;
    this.repeatMs = this.firstRepeatMs;
  }
}
