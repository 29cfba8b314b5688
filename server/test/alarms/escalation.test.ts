import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../../src/notify/outbox';
import { logTransport } from '../../src/notify/transports/logTransport';
import { createDevice } from '../factories/deviceFactory';
import { alarmWorld, type AlarmWorld } from './alarmFixture';

let w: AlarmWorld;

beforeAll(async () => {
  w = await alarmWorld();
});
afterAll(() => w.close());

const ACK = 'mutation($d: Int!, $t: String!) { ackAlarm(deviceID: $d, tag: $t) { id tags { tag alarms { flag } } } }';

/** A device whose psr tag goes critical above 200 psi and notifies Frank by text at once and Mary by e-mail after 300 s. */
async function alarmedTag() {
  const d = await createDevice(w.db, w.companies.A.id, { name: `Escalation ${Math.random().toString(36).slice(2, 7)}` });
  await w.db.insertInto('group_devices').values({ group_id: w.group.id, device_id: d.id }).execute();
  await w.addTag(d.id, 'psr', { critical_high: 200 });
  await w.addAction(d.id, 'psr', { userId: w.users.full.id }, 'sms', 0);
  await w.addAction(d.id, 'psr', { userId: w.users.manager.id }, 'email', 300);
  return d.id;
}

const rowsOf = async (deviceId: number) => {
  const rows = await w.outboxOf(deviceId, 'psr');
  return { immediate: rows.filter((r) => r.channel === 'sms'), delayed: rows.filter((r) => r.channel === 'email'), all: rows };
};

/** The test moves the delay into the past instead of sleeping. */
const expire = (ids: number[]) =>
  w.db
    .updateTable('notification_outbox')
    .set({ send_after: sql<Date>`now() - interval '1 second'` })
    .where('id', 'in', ids)
    .execute();

describe('escalation: a delayed notification goes out only while its alarm is still on', () => {
  it('not yet due: the 300 s e-mail waits while the immediate text goes out', async () => {
    const id = await alarmedTag();
    await w.feed({ deviceId: id, tag: 'psr', value: 250 });
    await w.t.app.services.outbox.flush();
    const { immediate, delayed } = await rowsOf(id);
    expect(immediate.map((r) => r.status)).toEqual(['sent']);
    expect(delayed.map((r) => r.status)).toEqual(['pending']);
  });

  it('counts its delay on the clock: still pending at 299 s, sent at 300 s', async () => {
    const id = await alarmedTag();
    await w.feed({ deviceId: id, tag: 'psr', value: 250 });
    const clock = w.t.app.services.clock;
    clock.advance(299_000);
    await w.t.app.services.outbox.flush();
    expect((await rowsOf(id)).delayed.map((r) => r.status)).toEqual(['pending']);
    clock.advance(1_500);
    await w.t.app.services.outbox.flush();
    expect((await rowsOf(id)).delayed.map((r) => r.status)).toEqual(['sent']);
  });

  it('still active when the delay expires: sent, and logged as sent', async () => {
    const id = await alarmedTag();
    await w.feed({ deviceId: id, tag: 'psr', value: 250 });
    const { delayed } = await rowsOf(id);
    await expire(delayed.map((r) => r.id));
    await w.t.app.services.outbox.flush();
    const after = await rowsOf(id);
    expect(after.all.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(w.t.printed.some((l) => l.startsWith(`[email to ${w.users.manager.email}] FieldWatch alarm:`))).toBe(true);
    const log = await w.logOf(id, 'psr');
    expect(log.map((l) => [l.action, l.user_id, l.detail])).toEqual([
      ['critical_high', null, null],
      ['sms', w.users.full.id, 'sent to Frank Full'],
      ['email', w.users.manager.id, 'sent to Mary Manager'],
    ]);
  });

  it('acknowledged before its time: cancelled at once, never sent', async () => {
    const id = await alarmedTag();
    await w.feed({ deviceId: id, tag: 'psr', value: 250 });
    await w.t.app.services.outbox.flush();
    const r = await w.t.gql(ACK, { d: id, t: 'psr' }, await w.t.authHeaders(w.users.limited.id));
    expect(r.errors).toBeUndefined();
    const { delayed } = await rowsOf(id);
    expect(delayed.map((x) => x.status)).toEqual(['cancelled']);
    await expire(delayed.map((x) => x.id));
    await w.t.app.services.outbox.flush();
    expect((await rowsOf(id)).delayed.map((x) => x.status)).toEqual(['cancelled']);
    expect((await w.logOf(id, 'psr')).map((l) => l.action)).toEqual(['critical_high', 'sms', 'ack']);
  });

  it('back to normal before its time: cancelled, never sent', async () => {
    const id = await alarmedTag();
    await w.feed({ deviceId: id, tag: 'psr', value: 250 });
    await w.feed({ deviceId: id, tag: 'psr', value: 100 });
    const { delayed } = await rowsOf(id);
    expect(delayed.map((x) => x.status)).toEqual(['cancelled']);
    await expire(delayed.map((x) => x.id));
    await w.t.app.services.outbox.flush();
    expect((await rowsOf(id)).delayed.map((x) => x.status)).toEqual(['cancelled']);
  });

  it("the check at sending time catches what changed behind the engine's back", async () => {
    // flag cleared, acknowledged, or a new episode started, each written straight to the database
    const cleared = await alarmedTag();
    const acked = await alarmedTag();
    const again = await alarmedTag();
    for (const id of [cleared, acked, again]) await w.feed({ deviceId: id, tag: 'psr', value: 250 });
    await w.t.app.services.outbox.flush();
    const tags = (id: number) => w.db.updateTable('tags').where('device_id', '=', id).where('tag', '=', 'psr');
    await tags(cleared).set({ alarm_flag: 'norm' }).execute();
    await tags(acked)
      .set({ alarm_acknowledged_at: sql<Date>`now()`, alarm_acknowledged_by: w.users.full.id })
      .execute();
    await tags(again)
      .set({ alarm_flag_time: sql<Date>`now() + interval '1 second'` })
      .execute();
    const stillOn = await alarmedTag();
    await w.feed({ deviceId: stillOn, tag: 'psr', value: 250 });

    const delayed = [];
    for (const id of [cleared, acked, again, stillOn]) delayed.push(...(await rowsOf(id)).delayed);
    await expire(delayed.map((r) => r.id));
    await w.t.app.services.outbox.flush();
    const status = async (id: number) => (await rowsOf(id)).delayed.map((r) => r.status);
    expect(await status(cleared)).toEqual(['cancelled']);
    expect(await status(acked)).toEqual(['cancelled']);
    expect(await status(again)).toEqual(['cancelled']);
    expect(await status(stillOn)).toEqual(['sent']);
  });

  it('an e-mail to a user who unsubscribed meanwhile is cancelled', async () => {
    const id = await alarmedTag();
    await w.feed({ deviceId: id, tag: 'psr', value: 250 });
    await w.t.app.services.outbox.flush();
    await w.db.updateTable('users').set({ subscription: false }).where('id', '=', w.users.manager.id).execute();
    try {
      const { delayed } = await rowsOf(id);
      await expire(delayed.map((r) => r.id));
      await w.t.app.services.outbox.flush();
      expect((await rowsOf(id)).delayed.map((r) => r.status)).toEqual(['cancelled']);
    } finally {
      await w.db.updateTable('users').set({ subscription: true }).where('id', '=', w.users.manager.id).execute();
    }
  });

  it('a restart loses nothing: a pending delayed row and one whose sender died mid-send are both delivered by a new outbox', async () => {
    const id = await alarmedTag();
    await w.feed({ deviceId: id, tag: 'psr', value: 250 });
    const { immediate, delayed } = await rowsOf(id);
    // the process died while sending the text: its lease has run out
    await w.db
      .updateTable('notification_outbox')
      .set({ status: 'sending', claimed_by: 'a-dead-process', claimed_until: new Date(Date.now() - 1000) })
      .where('id', '=', immediate[0]!.id)
      .execute();
    await expire(delayed.map((r) => r.id));

    const printed: string[] = [];
    const t = logTransport((l) => printed.push(l));
    const restarted = new Outbox(w.db, { sms: t, email: t }, () => {});
    await restarted.flush();
    expect((await rowsOf(id)).all.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(printed).toHaveLength(2);
  });
});
