import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALARM_FLAGS } from '@fieldwatch/domain';
import { createDevice } from '../factories/deviceFactory';
import { propertyRuns, propertyTimeout } from '../../../domain/test/helpers/propertyRuns';
import { alarmWorld, type AlarmWorld } from './alarmFixture';

/*
 * The alarm engine's outcome does not depend on how readings arrive. Two devices get the same alarm configuration and
 * the same readings: one is sent them one at a time, each as it is measured; the other in batches of any size, each
 * batch in any order, sent when its newest reading is measured (a device that buffers and transmits later). The
 * alarm log (every flag change, with its reading, time, rules and held start), the tag's last flag and every message
 * (first messages, delayed ones and reminders: which were sent and which cancelled) must be the same. Time is the
 * app's scheduling clock, moved to each reading's time, with the outbox sending whatever is due on the way.
 * A user may acknowledge at the end of any batch (ackAlarm, as Frank would from the tag page): at that moment both
 * devices hold the same readings, so the acknowledgement must be logged in the same episodes, leave the same flags and
 * the same first and delayed messages, and leave no reminder waiting. How many reminders went out before it may
 * differ, by design: each reminder is due a repeat after the previous one was sent (alarmReminders.ts), and a buffered
 * device's first message goes out only when its batch arrives, so its reminders start later (rather than all the
 * overdue ones going out at once when a late batch arrives).
 * The offline alarm is left out on purpose: it watches transmissions, not readings, and a device that buffers
 * transmits less often by design (its transmit interval says so), so the two paths are not the same input to it.
 */

let w: AlarmWorld;
beforeAll(async () => {
  w = await alarmWorld();
});
afterAll(() => w.close());

const MIN = 60_000;
const hold = fc.record({ hold_minutes: fc.constantFrom(null, 0, 5, 15), dead_band: fc.constantFrom(null, 0, 1, 3) });
const level = fc.integer({ min: 0, max: 40 });

const scenario = fc.record({
  thresholds: fc.record({
    critical_high: fc.option(level),
    critical_low: fc.option(level),
    high_warning: fc.option(level),
    low_warning: fc.option(level),
  }),
  holds: fc.array(fc.tuple(fc.constantFrom('critical_high', 'critical_low', 'high_warning', 'low_warning'), hold), { maxLength: 2 }),
  rules: fc.array(fc.record({ symbol: fc.constantFrom(1 as const, -1 as const), value: level, hold }), { maxLength: 2 }),
  emailDelay: fc.constantFrom(0, 300, 900),
  remind: fc.boolean(),
  readings: fc.array(fc.record({ gap: fc.integer({ min: 1, max: 12 }), value: level }), { minLength: 1, maxLength: 16 }),
  cuts: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
  // after about one batch in five (each acknowledgement is a request through the API on both paths)
  acks: fc.array(
    fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    { minLength: 16, maxLength: 16 },
  ),
  order: fc.array(fc.double({ noNaN: true }), { minLength: 16, maxLength: 16 }),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

/** A device with the scenario's configuration on its 'psr' tag: Frank texted at once, Mary e-mailed after a delay. */
async function configured(s: Scenario) {
  const d = await createDevice(w.db, w.companies.A.id, { name: `Paths ${Math.random().toString(36).slice(2, 8)}` });
  // in Frank's group, so that he may acknowledge
  await w.db.insertInto('group_devices').values({ group_id: w.group.id, device_id: d.id }).execute();
  await w.addTag(d.id, 'psr', s.thresholds);
  for (const [threshold, h] of s.holds)
    await w.db
      .insertInto('tag_threshold_holds')
      .values({ device_id: d.id, tag: 'psr', threshold, ...h })
      .onConflict((oc) => oc.columns(['device_id', 'tag', 'threshold']).doNothing())
      .execute();
  for (const r of s.rules) {
    const rule = await w.addRule(d.id, 'psr', r.symbol, r.value);
    await w.db.updateTable('alarm_rules').set(r.hold).where('id', '=', rule.id).execute();
  }
  await w.addAction(d.id, 'psr', { userId: w.users.full.id }, 'sms', 0);
  const mail = await w.addAction(d.id, 'psr', { userId: w.users.manager.id }, 'email', s.emailDelay);
  if (s.remind) await w.db.updateTable('alarm_actions').set({ repeat_every: 300, repeat_times: 2 }).where('id', '=', mail.id).execute();
  return d.id;
}

const clock = () => w.t.app.services.clock;
/** Moves the scheduling clock to `time` (never back) and, unless told not to, sends what is due by then. */
async function until(time: number, send = true) {
  clock().advance(Math.max(0, time - clock().now().getTime()));
  if (send) await w.t.app.services.outbox.flush();
}

/** The readings' times from the clock's now, and the batches the second device sends. */
function plan(s: Scenario) {
  let t = clock().now().getTime() + MIN;
  const readings = s.readings.map((r, i) => ({ i, at: (t += r.gap * MIN), value: r.value }));
  const batches: (typeof readings)[] = [[]];
  readings.forEach((r) => {
    if (r.i > 0 && s.cuts[r.i]) batches.push([]);
    batches[batches.length - 1]!.push(r);
  });
  // the readings after which a user acknowledges: the newest of a batch the scenario picks
  const acked = new Set(batches.filter((b, j) => s.acks[j]).map((b) => b[b.length - 1]!.i));
  return { readings, acked, batches: batches.map((b) => [...b].sort((x, y) => s.order[x.i]! - s.order[y.i]!)) };
}

/**
 * Sends the batches to the device, each at its newest reading's time. One at a time, the outbox sends what is due as
 * time passes; batched, only once every batch is in. A message due before the readings that end its episode reach
 * the server is sent, whatever they say later (nobody can unsend it), so the two agree on messages when the readings
 * arrive before the messages they decide were due, which is what the batched path here does.
 */
async function send(deviceId: number, batches: { i: number; at: number; value: number }[][], sendOnTheWay: boolean, acked: Set<number>) {
  for (const b of batches) {
    const newest = Math.max(...b.map((r) => r.at));
    await until(newest, sendOnTheWay);
    await w.feed(...b.map((r) => ({ deviceId, tag: 'psr', value: r.value, time: new Date(r.at) })));
    if (b.some((r) => acked.has(r.i))) await acknowledge(deviceId);
  }
  // long enough for every delay and reminder
  for (let i = 0; i < 4; i++) await until(clock().now().getTime() + 3600_000);
}

/**
 * Frank acknowledges the tag's alarm, after what was due by now has gone out (on either path, what the readings so far
 * made due), so that the acknowledgement cancels the same reminders. With no alarm raised there is nothing to
 * acknowledge: the refusal is the same on both paths and changes nothing.
 */
let frank: Record<string, string> | undefined;
async function acknowledge(deviceId: number) {
  await w.t.app.services.outbox.flush();
  const r = await w.t.gql<{ ackAlarm: { id: number } | null }>(
    `mutation($d: Int!, $t: String!) { ackAlarm(deviceID: $d, tag: $t) { id } }`,
    { d: deviceId, t: 'psr' },
    (frank ??= await w.t.authHeaders(w.users.full.id)),
  );
  return r.errors?.[0]?.extensions?.code ?? 'acknowledged';
}

/** What the path produced, with times counted from the first reading. */
async function outcome(deviceId: number, start: number, acknowledged: boolean) {
  const rel = (d: Date | null) => (d === null ? null : (d.getTime() - start) / MIN);
  const logged: readonly string[] = [...ALARM_FLAGS, 'ack'];
  const flags = (await w.logOf(deviceId, 'psr')).filter((l) => logged.includes(l.action));
  const index = new Map(flags.map((l, i) => [l.id, i]));
  const messages = await sql<{ alarm_log_id: number; user_id: number; channel: string; reminder_no: number | null; status: string }>`
    SELECT alarm_log_id, user_id, channel, reminder_no, status FROM notification_outbox
    WHERE device_id = ${deviceId} AND tag = 'psr'`.execute(w.db);
  return {
    log: flags.map((l) => [l.action, l.value, rel(l.reading_time), l.detail, rel(l.condition_since)]),
    flag: (await w.tagRow(deviceId, 'psr')).alarm_flag,
    messages: messages.rows
      .filter((m) => !acknowledged || m.reminder_no === null)
      .map((m) => [index.get(m.alarm_log_id), m.user_id, m.channel, m.reminder_no, m.status].join(' '))
      .sort(),
    // acknowledged: the reminders' count may differ (above), but none is left to go out
    reminders: acknowledged
      ? messages.rows.filter((m) => m.reminder_no !== null && m.status !== 'sent' && m.status !== 'cancelled').length
      : null,
  };
}

describe('alarms: the same readings give the same alarms, whatever messages carried them', () => {
  it(
    'property: one at a time, or in batches of any size and order, acknowledged between batches, give the same log, flag and messages',
    async () => {
      await fc.assert(
        fc.asyncProperty(scenario, async (s) => {
          const one = await configured(s);
          const batched = await configured(s);
          const p1 = plan(s);
          await send(
            one,
            p1.readings.map((r) => [r]),
            true,
            p1.acked,
          );
          const p2 = plan(s);
          await send(batched, p2.batches, false, p2.acked);
          const acknowledged = p1.acked.size > 0;
          expect(await outcome(batched, p2.readings[0]!.at, acknowledged)).toEqual(await outcome(one, p1.readings[0]!.at, acknowledged));
        }),
        propertyRuns(25),
      );
    },
    propertyTimeout(60_000),
  );
});
