import { sql } from 'kysely';
import { createAlarmEngine } from '../../server/src/alarms/alarmEngine';
import type { DbHandle } from '../../server/src/db/connection';
import type { CommittedReading } from '../../server/src/ingest/committed';
import { Outbox } from '../../server/src/notify/outbox';
import { logTransport } from '../../server/src/notify/transports/logTransport';
import { Clock } from '../../server/src/util/clock';
import { ALARM_VALUE, type AlarmFleet } from './alarmFleet';

export interface RaiseTimes {
  /** ms from handing the readings to the engine until every tag's flag and first notifications were committed. */
  engineMs: number;
  /** ms from the same start until the first and the last first notification had left the outbox. */
  firstSentMs: number;
  allSentMs: number;
  sent: number;
  raised: number;
  /** Reminder rows waiting after the run (written by the sends when the actions repeat). */
  reminders: number;
}

/** How often the bench looks at the outbox; the measured times are this coarse. */
const POLL_MS = 100;

/**
 * Hands one reading above the threshold for every tag to the real alarm engine, in committed batches of `batch`
 * readings as ingest's group commit would, and lets the real outbox (as main.ts starts it, kicked by the engine)
 * send through the log transport, printing nowhere. Times are taken by polling the outbox table.
 */
export async function raiseAll(h: DbHandle, fleet: AlarmFleet, batch: number, publicUrl: string): Promise<RaiseTimes> {
  const clock = new Clock();
  const nowhere = logTransport(() => {});
  const outbox = new Outbox(
    h.db,
    { sms: nowhere, email: nowhere },
    (msg, err) => console.error(msg, err ?? ''),
    undefined,
    undefined,
    clock,
  );
  const engine = createAlarmEngine({
    db: h.db,
    pool: h.pool,
    publicUrl,
    clock,
    kick: () => outbox.kick(),
    log: (msg, err) => console.error(msg, err ?? ''),
  });
  await engine.start();
  outbox.start();
  try {
    const time = new Date();
    const readings: CommittedReading[] = fleet.tags.map((t) => ({
      deviceId: t.deviceId,
      tag: t.tag,
      value: ALARM_VALUE,
      time,
      temp: null,
    }));
    const t0 = performance.now();
    for (let i = 0; i < readings.length; i += batch) {
      void engine.onCommitted({ readings: readings.slice(i, i + batch), events: [], devices: [] });
    }
    let engineMs = NaN;
    void engine.idle().then(() => (engineMs = performance.now() - t0));
    let firstSentMs = NaN;
    let sent = 0;
    // the outbox sends while the engine still raises: both are timed from the same start
    for (;;) {
      const r = await sql<{ sent: number }>`
        SELECT count(*)::int AS sent FROM notification_outbox
        WHERE kind = 'alarm' AND reminder_no IS NULL AND status = 'sent'`.execute(h.db);
      sent = r.rows[0]!.sent;
      if (sent > 0 && Number.isNaN(firstSentMs)) firstSentMs = performance.now() - t0;
      if (sent >= fleet.firstNotifications) break;
      if (performance.now() - t0 > 600_000) throw new Error(`only ${sent} of ${fleet.firstNotifications} sent after 10 minutes`);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    await engine.idle();
    const allSentMs = performance.now() - t0;
    const raised = await sql<{ n: number }>`SELECT count(*)::int AS n FROM tags WHERE alarm_flag = 'critical_high'`.execute(h.db);
    const reminders = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM notification_outbox WHERE reminder_no IS NOT NULL AND status = 'pending'`.execute(h.db);
    return { engineMs, firstSentMs, allSentMs, sent, raised: raised.rows[0]!.n, reminders: reminders.rows[0]!.n };
  } finally {
    await outbox.stop();
    await engine.stop();
  }
}
