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

/**
 * A background scan on a RecurringRun (the tardy e-mails, the offline alarm, the report e-mails): a failed scan is
 * logged and counts as nothing, so the rhythm goes on; `scan` runs one now, after the one under way, for tests and
 * callers that need its outcome.
 */
export abstract class RecurringScan {
  protected readonly log: (msg: string, err?: unknown) => void;
  private readonly runs: RecurringRun<number>;

  protected constructor(what: string, intervalMs: number, log?: (msg: string, err?: unknown) => void) {
    this.log = log ?? ((msg, err) => console.error(msg, err ?? ''));
    this.runs = new RecurringRun(
      () =>
        this.scanAll().catch((err: unknown) => {
          this.log(`${what} failed`, err);
          return 0;
        }),
      intervalMs,
    );
  }

  /** One whole scan; returns how many things it acted on. */
  protected abstract scanAll(): Promise<number>;

  start(): void {
    this.runs.start();
  }

  stop(): Promise<void> {
    return this.runs.stop();
  }

  /** One scan now (after one in progress); returns how many things it acted on. */
  async scan(): Promise<number> {
    await this.runs.idle();
    return this.runs.join();
  }
}
