import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleNextReminders } from '../../src/alarms/alarmReminders';
import { Outbox, type ClaimedMessage } from '../../src/notify/outbox';
import { logTransport } from '../../src/notify/transports/logTransport';
import { createDevice } from '../factories/deviceFactory';
import { alarmWorld, type AlarmWorld } from './alarmFixture';

/* Reminders until acknowledged: through the engine, the real outbox and the log transport, on the test clock. */

let w: AlarmWorld;
beforeAll(async () => {
  w = await alarmWorld();
});
afterAll(() => w.close());

const ACK = 'mutation($d: Int!, $t: String!) { ackAlarm(deviceID: $d, tag: $t) { id } }';
const MIN = 60_000;

/** A device whose psr tag goes critical above 200 psi and texts Frank at once, repeating as given. */
async function remindingTag(repeat: { repeat_every: number; repeat_times?: number | null; repeat_for?: number | null }) {
  const d = await createDevice(w.db, w.companies.A.id, { name: `Reminder ${Math.random().toString(36).slice(2, 7)}` });
  await w.db.insertInto('group_devices').values({ group_id: w.group.id, device_id: d.id }).execute();
  await w.addTag(d.id, 'psr', { critical_high: 200 });
  const a = await w.addAction(d.id, 'psr', { userId: w.users.full.id }, 'sms', 0);
  await w.db
    .updateTable('alarm_actions')
    .set({ repeat_every: repeat.repeat_every, repeat_times: repeat.repeat_times ?? null, repeat_for: repeat.repeat_for ?? null })
    .where('id', '=', a.id)
    .execute();
  return d.id;
}

const outbox = () => w.t.app.services.outbox;
const clock = () => w.t.app.services.clock;
const printedFor = (deviceId: number) => w.t.printed.filter((l) => l.includes(`(ID ${deviceId})`) || l.includes(`/devices/${deviceId}/`));
const statuses = async (deviceId: number) => (await w.outboxOf(deviceId, 'psr')).map((r) => [r.reminder_no, r.status]);

/** Moves the clock by `ms` and sends what is due. */
async function after(ms: number) {
  clock().advance(ms);
  await outbox().flush();
}

describe('reminders until acknowledged', () => {
  it('go out every interval until the count is used up, marked in the text and the alarm history', async () => {
    const id = await remindingTag({ repeat_every: 900, repeat_times: 3 });
    await w.feed({ deviceId: id, tag: 'psr', value: 250 });
    await outbox().flush();
    expect(await statuses(id)).toEqual([
      [null, 'sent'],
      [1, 'pending'],
    ]);
    await after(10 * MIN);
    expect(printedFor(id)).toHaveLength(1);
    await after(5 * MIN);
    await after(15 * MIN);
    await after(15 * MIN);
    // the count is used up: nothing more, however long nobody answers
    await after(120 * MIN);
    const lines = printedFor(id);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^\[sms to \+\d+\] Reminder 1 of 3: FieldWatch: /);
    expect(lines[3]).toMatch(/Reminder 3 of 3: FieldWatch: /);
    expect(await statuses(id)).toEqual([
      [null, 'sent'],
      [1, 'sent'],
      [2, 'sent'],
      [3, 'sent'],
    ]);
    expect((await w.logOf(id, 'psr')).map((l) => l.detail ?? l.action)).toEqual([
      'critical_high',
      'sent to Frank Full',
      'Reminder 1 of 3 sent to Frank Full',
      'Reminder 2 of 3 sent to Frank Full',
      'Reminder 3 of 3 sent to Frank Full',
    ]);
  });

  it('a duration cap stops them: every hour for 4 h is four reminders', async () => {
    const id = await remindingTag({ repeat_every: 3600, repeat_for: 14_400 });
    await w.feed({ deviceId: id, tag: 'psr', value: 250 });
    await outbox().flush();
    for (let h = 0; h < 6; h++) await after(60 * MIN);
    const lines = printedFor(id);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatch(/Reminder 4: FieldWatch: /);
    expect((await w.outboxOf(id, 'psr')).every((r) => r.status === 'sent')).toBe(true);
  });

  it('an e-mail reminder is marked in its subject and body', async () => {
    const d = await createDevice(w.db, w.companies.A.id, { name: 'Mail reminder' });
    await w.addTag(d.id, 'psr', { critical_high: 200 });
    const a = await w.addAction(d.id, 'psr', { userId: w.users.manager.id }, 'email', 0);
    await w.db.updateTable('alarm_actions').set({ repeat_every: 300, repeat_times: 1 }).where('id', '=', a.id).execute();
    await w.feed({ deviceId: d.id, tag: 'psr', value: 250 });
    await outbox().flush();
    await after(5 * MIN);
    const rows = await w.outboxOf(d.id, 'psr');
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(rows[1]!.subject).toBe(`Reminder 1 of 1: ${rows[0]!.subject}`);
    expect(rows[1]!.body).toBe(`Reminder 1 of 1: nobody has acknowledged this alarm yet.\n\n${rows[0]!.body}`);
  });

  it('stop at acknowledgement: the waiting reminder is cancelled and no other is written', async () => {
    const id = await remindingTag({ repeat_every: 300, repeat_times: 10 });
    await w.feed({ deviceId: id, tag: 'psr', value: 250 });
    await outbox().flush();
    await after(5 * MIN);
    expect(printedFor(id)).toHaveLength(2);
    const r = await w.t.gql(ACK, { d: id, t: 'psr' }, await w.t.authHeaders(w.users.limited.id));
    expect(r.errors).toBeUndefined();
    await after(60 * MIN);
    expect(printedFor(id)).toHaveLength(2);
    expect(await statuses(id)).toEqual([
      [null, 'sent'],
      [1, 'sent'],
      [2, 'cancelled'],
    ]);
  });

  it('stop at the return to normal, and a new episode starts its own count', async () => {
    const id = await remindingTag({ repeat_every: 300, repeat_times: 2 });
    await w.feed({ deviceId: id, tag: 'psr', value: 250 });
    await outbox().flush();
    await w.feed({ deviceId: id, tag: 'psr', value: 100 });
    await after(30 * MIN);
    expect(printedFor(id)).toHaveLength(1);
    expect(await statuses(id)).toEqual([
      [null, 'sent'],
      [1, 'cancelled'],
    ]);
    await w.feed({ deviceId: id, tag: 'psr', value: 260 });
    await outbox().flush();
    await after(5 * MIN);
    expect(
      printedFor(id)
        .slice(1)
        .map((l) => l.replace(/ FieldWatch: .*/, '')),
    ).toEqual([expect.stringMatching(/^\[sms to \+\d+\]$/), expect.stringMatching(/\] Reminder 1 of 2:$/)]);
  });

  it('a reminder the engine never heard about is still refused when its alarm is over (acknowledged behind its back)', async () => {
    const id = await remindingTag({ repeat_every: 300, repeat_times: 2 });
    await w.feed({ deviceId: id, tag: 'psr', value: 250 });
    await outbox().flush();
    await w.db
      .updateTable('tags')
      .set({ alarm_acknowledged_at: new Date(Date.now() + 1000), alarm_acknowledged_by: w.users.full.id })
      .where('device_id', '=', id)
      .execute();
    await after(5 * MIN);
    expect(await statuses(id)).toEqual([
      [null, 'sent'],
      [1, 'cancelled'],
    ]);
  });

  it('survive a restart: a second outbox on the same database sends the next reminder and carries the chain on', async () => {
    const id = await remindingTag({ repeat_every: 900, repeat_times: 2 });
    await w.feed({ deviceId: id, tag: 'psr', value: 250 });
    await outbox().flush();
    const printed: string[] = [];
    const t = logTransport((l) => printed.push(l));
    const restarted = new Outbox(w.db, { sms: t, email: t }, () => {}, undefined, undefined, clock());
    clock().advance(15 * MIN);
    await restarted.flush();
    clock().advance(15 * MIN);
    await restarted.flush();
    expect(printed.filter((l) => l.includes(`/devices/${id}/`)).map((l) => l.replace(/ FieldWatch: .*/, ''))).toEqual([
      expect.stringMatching(/Reminder 1 of 2:$/),
      expect.stringMatching(/Reminder 2 of 2:$/),
    ]);
    expect(await statuses(id)).toEqual([
      [null, 'sent'],
      [1, 'sent'],
      [2, 'sent'],
    ]);
  });

  it('a message taken again (a retried send, a sender that died) starts one chain, not two', async () => {
    const id = await remindingTag({ repeat_every: 900, repeat_times: 2 });
    await w.feed({ deviceId: id, tag: 'psr', value: 250 });
    await outbox().flush();
    const first = (await w.outboxOf(id, 'psr'))[0]!;
    const again: ClaimedMessage = { ...first, reminder_of: null, reminder_no: null };
    await scheduleNextReminders(w.db, [again], clock());
    expect(await statuses(id)).toEqual([
      [null, 'sent'],
      [1, 'pending'],
    ]);
  });

  it('the next reminder is written before the send: a send that fails leaves it waiting, and its retry adds no second', async () => {
    const id = await remindingTag({ repeat_every: 900, repeat_times: 2 });
    const failing = {
      name: 'down',
      send: () => Promise.reject(new Error('provider down')),
    };
    const down = new Outbox(w.db, { sms: failing, email: failing }, () => {}, undefined, undefined, clock());
    await w.feed({ deviceId: id, tag: 'psr', value: 250 });
    await down.deliverDue();
    expect(await statuses(id)).toEqual([
      [null, 'pending'],
      [1, 'pending'],
    ]);
    await after(60_000);
    expect(await statuses(id)).toEqual([
      [null, 'sent'],
      [1, 'pending'],
    ]);
  });

  it('a test alarm never repeats', async () => {
    const id = await remindingTag({ repeat_every: 300, repeat_times: 2 });
    const r = await w.t.gql(
      'mutation($d: Int!, $t: String!) { testAlarm(deviceID: $d, tag: $t) { flag } }',
      { d: id, t: 'psr' },
      await w.t.authHeaders(w.users.full.id),
    );
    expect(r.errors).toBeUndefined();
    await outbox().flush();
    await after(30 * MIN);
    expect(await statuses(id)).toEqual([[null, 'sent']]);
  });
});
