import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDevice } from '../factories/deviceFactory';
import { alarmWorld, PUBLIC_URL, type AlarmWorld } from './alarmFixture';

let w: AlarmWorld;

beforeAll(async () => {
  w = await alarmWorld();
});
afterAll(() => w.close());

const ACK = 'mutation($d: Int!, $t: String!) { ackAlarm(deviceID: $d, tag: $t) { id tags { tag alarms { flag acknowledged } } } }';
const TEST = 'mutation($d: Int!, $t: String!) { testAlarm(deviceID: $d, tag: $t) { flag } }';

type Who = keyof AlarmWorld['users'];
const as = async (who: Who, query: string, vars: Record<string, unknown>) => w.t.gql(query, vars, await w.t.authHeaders(w.users[who].id));

/** A device in the Pumpers group with a temp tag in critical_high, notifying Frank (text, 0 s), Mary (e-mail, 900 s) and Dee (text). */
async function alarmedDevice() {
  const d = await createDevice(w.db, w.companies.A.id, { name: `Heater ${Math.random().toString(36).slice(2, 6)}` });
  await w.db.insertInto('group_devices').values({ group_id: w.group.id, device_id: d.id }).execute();
  await w.addTag(d.id, 'temp', { critical_high: 300 });
  await w.addTag(d.id, '_v');
  await w.addAction(d.id, 'temp', { userId: w.users.full.id }, 'sms', 0);
  await w.addAction(d.id, 'temp', { userId: w.users.manager.id }, 'email', 900);
  await w.addAction(d.id, 'temp', { userId: w.users.demo.id }, 'sms', 300);
  await w.feed({ deviceId: d.id, tag: 'temp', value: 350 });
  return d.id;
}

/** What an attempt must leave untouched. */
async function snapshot(id: number) {
  return {
    tag: await w.tagRow(id, 'temp'),
    log: await w.logOf(id, 'temp'),
    outbox: (await w.outboxOf(id, 'temp')).map((r) => [r.id, r.status]),
  };
}

describe('ackAlarm', () => {
  it('anyone who can see the device may acknowledge: a limited user of its group', async () => {
    const id = await alarmedDevice();
    const r = await as('limited', ACK, { d: id, t: 'temp' });
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({
      ackAlarm: {
        id,
        tags: [
          { tag: '_v', alarms: { flag: 'norm', acknowledged: false } },
          { tag: 'temp', alarms: { flag: 'critical_high', acknowledged: true } },
        ],
      },
    });
    const tag = await w.tagRow(id, 'temp');
    expect(tag.alarm_acknowledged_by).toBe(w.users.limited.id);
    expect(tag.alarm_acknowledged_at).toBeInstanceOf(Date);
    expect(tag.alarm_flag).toBe('critical_high');
    const log = await w.logOf(id, 'temp');
    expect(log.at(-1)).toMatchObject({ action: 'ack', user_id: w.users.limited.id });
    // every pending notification of the tag is cancelled at once
    expect((await w.outboxOf(id, 'temp')).filter((r) => r.status === 'pending')).toEqual([]);
    const audit = await w.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'alarm.ack')
      .where('target_id', '=', `${id}:temp`)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('acknowledging twice logs once', async () => {
    const id = await alarmedDevice();
    await as('manager', ACK, { d: id, t: 'temp' });
    await as('full', ACK, { d: id, t: 'temp' });
    expect((await w.logOf(id, 'temp')).filter((l) => l.action === 'ack').map((l) => l.user_id)).toEqual([w.users.manager.id]);
  });

  it('a return to norm is acknowledged like an alarm: the banner shows it (spec 2 §4.3)', async () => {
    const id = await alarmedDevice();
    await w.feed({ deviceId: id, tag: 'temp', value: 100 });
    expect((await w.feedUntilCached(id, 'temp', 99)).flag).toBe('norm');
    const back = await w.tagRow(id, 'temp');
    expect(back.alarm_flag_time).toBeInstanceOf(Date);
    expect(back.alarm_acknowledged_at).toBeNull();
    const r = await as('limited', ACK, { d: id, t: 'temp' });
    expect(r.errors).toBeUndefined();
    expect((r.data as { ackAlarm: { tags: unknown[] } }).ackAlarm.tags).toContainEqual({
      tag: 'temp',
      alarms: { flag: 'norm', acknowledged: true },
    });
    const tag = await w.tagRow(id, 'temp');
    expect(tag.alarm_flag).toBe('norm');
    expect(tag.alarm_acknowledged_by).toBe(w.users.limited.id);
    expect((await w.logOf(id, 'temp')).at(-1)).toMatchObject({ action: 'ack', user_id: w.users.limited.id });
  });

  it('a tag resting at norm with no flag change has nothing to acknowledge: nothing changes', async () => {
    const id = await alarmedDevice();
    const before = { tag: await w.tagRow(id, '_v'), log: await w.logOf(id, '_v') };
    expect(before.tag.alarm_flag_time).toBeNull();
    const r = await as('manager', ACK, { d: id, t: '_v' });
    expect(r.errors).toBeUndefined();
    expect((r.data as { ackAlarm: { tags: unknown[] } }).ackAlarm.tags).toContainEqual({
      tag: '_v',
      alarms: { flag: 'norm', acknowledged: false },
    });
    expect({ tag: await w.tagRow(id, '_v'), log: await w.logOf(id, '_v') }).toEqual(before);
  });

  it('a user of another company is refused and nothing changes', async () => {
    const id = await alarmedDevice();
    const before = await snapshot(id);
    const r = await as('bManager', ACK, { d: id, t: 'temp' });
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(r.data?.ackAlarm ?? null).toBeNull();
    expect(await snapshot(id)).toEqual(before);
  });

  it('an unknown tag is not found; no credentials is UNAUTHENTICATED', async () => {
    const id = await alarmedDevice();
    expect((await as('manager', ACK, { d: id, t: 'nosuch' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await w.t.gql(ACK, { d: id, t: 'temp' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('testAlarm', () => {
  it('a full user: flag test, logged, every notification sent at once with the test message', async () => {
    const id = await alarmedDevice();
    await w.t.app.services.outbox.flush();
    const before = (await w.outboxOf(id, 'temp')).map((r) => r.id);
    const r = await as('full', TEST, { d: id, t: 'temp' });
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ testAlarm: { flag: 'test' } });
    const tag = await w.tagRow(id, 'temp');
    expect(tag.alarm_flag).toBe('test');
    // the outbox may already have sent (and logged) the test messages: find the test entry itself
    const entry = (await w.logOf(id, 'temp')).filter((l) => l.action === 'test');
    expect(entry).toHaveLength(1);
    expect(entry[0]).toMatchObject({ action: 'test', user_id: w.users.full.id });
    const testLogId = entry[0]!.id;

    await w.t.app.services.outbox.flush();
    const rows = (await w.outboxOf(id, 'temp')).filter((x) => !before.includes(x.id));
    expect(rows.map((x) => [x.user_id, x.channel, x.status, x.alarm_log_id]).sort()).toEqual(
      [
        [w.users.full.id, 'sms', 'sent', testLogId],
        [w.users.manager.id, 'email', 'sent', testLogId],
        [w.users.demo.id, 'sms', 'sent', testLogId],
      ].sort(),
    );
    const sms = rows.find((x) => x.user_id === w.users.full.id)!;
    expect(sms.body).toContain("This is a test of the sensor's alarm system.");
    expect(sms.body).toContain(`${PUBLIC_URL}/#/devices/${id}/tags/temp`);
    const mail = rows.find((x) => x.channel === 'email')!;
    expect(mail.body).toContain(`${PUBLIC_URL}/#/unsubscribe?token=${w.users.manager.unsubscribe_token}`);
    // logged as sent: Frank's text of the real alarm, then the three test messages
    expect((await w.logOf(id, 'temp')).filter((l) => l.action === 'sms' || l.action === 'email')).toHaveLength(4);
    // the real alarm's delayed notifications belong to an episode the test ended
    expect(
      (await w.outboxOf(id, 'temp'))
        .filter((x) => before.includes(x.id))
        .map((x) => x.status)
        .sort(),
    ).toEqual(['cancelled', 'cancelled', 'sent']);
  });

  it('a limited user may not test; nothing changes', async () => {
    const id = await alarmedDevice();
    const before = await snapshot(id);
    const r = await as('limited', TEST, { d: id, t: 'temp' });
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await snapshot(id)).toEqual(before);
  });

  it('a user of another company is refused; nothing changes', async () => {
    const id = await alarmedDevice();
    const before = await snapshot(id);
    const r = await as('bManager', TEST, { d: id, t: 'temp' });
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await snapshot(id)).toEqual(before);
  });

  it('a demo user may test, but only they themselves are notified', async () => {
    const id = await alarmedDevice();
    const before = (await w.outboxOf(id, 'temp')).map((r) => r.id);
    const r = await as('demo', TEST, { d: id, t: 'temp' });
    expect(r.data).toEqual({ testAlarm: { flag: 'test' } });
    const rows = (await w.outboxOf(id, 'temp')).filter((x) => !before.includes(x.id));
    expect(rows.map((x) => x.user_id)).toEqual([w.users.demo.id]);
  });

  it('a following reading evaluates the flag as usual', async () => {
    const id = await alarmedDevice();
    await w.feed({ deviceId: id, tag: 'temp', value: 100 });
    // the engine's own flag changes are announced too, so the entry may be dropped once more before it stays
    expect((await w.feedUntilCached(id, 'temp', 99)).flag).toBe('norm');
    await as('manager', TEST, { d: id, t: 'temp' });
    // the flag change is announced on alarm_config; the engine drops its cached 'norm'
    await vi.waitFor(() => expect(w.engine.cached(id, 'temp')).toBeUndefined());
    await w.feed({ deviceId: id, tag: 'temp', value: 101 });
    expect((await w.tagRow(id, 'temp')).alarm_flag).toBe('norm');
    const flags = (await w.logOf(id, 'temp')).map((l) => l.action).filter((a) => a !== 'sms' && a !== 'email');
    expect(flags).toEqual(['critical_high', 'norm', 'test', 'norm']);
  });
});
