import { sql, type RawBuilder } from 'kysely';

/**
 * The time every scheduled decision is made against: when an outbox row is due, when an escalation or a reminder goes
 * out, how long a condition has held, when a device is overdue, when a report hour has come. It is the database's
 * `now()` (so several server processes agree whatever their own clocks say), moved by an offset that only tests set
 * (`advance`), so a test can step over a 15-minute delay or into tomorrow's report hour without waiting for it.
 */
export class Clock {
  private offsetMs = 0;

  /** The time as an SQL expression, for statements that compare or compute times. */
  sqlNow(): RawBuilder<Date> {
    return this.offsetMs === 0 ? sql<Date>`now()` : sql<Date>`(now() + make_interval(secs => ${this.offsetMs / 1000}::double precision))`;
  }

  /** The same time in this process (its own clock moved by the offset), for decisions that cannot ask the database. */
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves this clock forward (tests only: production never calls it). */
  advance(ms: number): void {
    if (!(ms >= 0)) throw new Error('a clock only moves forward');
    this.offsetMs += ms;
  }
}
