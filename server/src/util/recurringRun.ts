/**
 * The rhythm of a background job (the tardy scan, the readings' compaction): one run at start and then one every
 * `intervalMs`, on a timer that does not keep the process alive; never two runs at once (asking while one is under
 * way joins it); `stop` waits for the run under way, so a shutdown never cuts one off. `work` handles its own errors.
 */
export class RecurringRun<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;

  constructor(
    private readonly work: () => Promise<T>,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.join(), this.intervalMs);
    this.timer.unref();
    void this.join();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  /** The run under way, else a new one. */
  join(): Promise<T> {
    if (this.running) return this.running;
    this.running = this.work().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Waits for the run under way, if any (its outcome is its caller's). */
  async idle(): Promise<void> {
    await this.running?.catch(() => {});
  }
}
