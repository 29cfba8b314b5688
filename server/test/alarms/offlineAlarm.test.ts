import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACK_SUFFIX, alarmWorld, postPsr, type AlarmWorld } from './alarmFixture';
import { alarmPanelSteps } from './alarmPanel';
import { OfflineScheduler } from '../../src/alarms/offlineScheduler';
import { createDevice } from '../factories/deviceFactory';

/* The offline alarm end to end: enabled through updateAlarms, raised by the scheduler once the device has been silent
 * for 2.5 × its transmit interval (the test clock steps over it), notified through the tag's actions and the outbox,
 * acknowledged with ackAlarm, cleared by the device's next message through the real ingest path. */

let w: AlarmWorld;
beforeAll(async () => {
  w = await alarmWorld();
});
afterAll(() => w.close());

const { as } = alarmPanelSteps(() => w);
const PANEL = `flag offlineAlarm { factor raised } log { action detail }`;
const SAVE = `mutation($d: Int!, $t: String!, $offline: OfflineAlarmInput) {
  updateAlarms(deviceID: $d, tag: $t, offlineAlarm: $offline) { ${PANEL} } }`;
const GET = `query($d: Int!, $t: String!) { tagAlarmPanel(deviceID: $d, tag: $t) { ${PANEL} } }`;
const ACK = `mutation($d: Int!, $t: String!) { ackAlarm(deviceID: $d, tag: $t) { id } }`;

const INTERVAL_S = 600;

const post = (device: { id: number; secret: string }, value: number) => postPsr(w, device, value);

const flagOf = async (deviceId: number) => (await w.tagRow(deviceId, 'psr')).alarm_flag;

describe('offline alarm', () => {
  it('refuses a factor out of range and a foreign company, changing nothing', async () => {
    const { dev } = w.devices;
    await w.addTag(dev.id, 'psr');
    for (const factor of [0.5, 101, Number.MAX_VALUE]) {
      const r = await as('full', SAVE, { d: dev.id, t: 'psr', offline: { enabled: true, factor } });
      expect(r.errors?.[0]?.extensions?.code).toBe('ALARM_INPUT_INVALID');
    }
    const foreign = await as('bManager', SAVE, { d: dev.id, t: 'psr', offline: { enabled: true } });
    expect(foreign.errors).toBeDefined();
    expect(await w.db.selectFrom('offline_alarms').selectAll().execute()).toEqual([]);
  });

  it('raised within one scan of 2.5 × the transmit interval, notified, acknowledged, cleared by the next message', async () => {
    const { dev, bDev } = w.devices;
    const clock = w.t.app.services.clock;
    const offline = w.t.app.services.offline;
    await w.db
      .insertInto('device_settings')
      .values({ device_id: dev.id, key: 'interval_transmit', reported_value: String(INTERVAL_S), desired_value: String(INTERVAL_S) })
      .execute();
    const saved = await as('full', SAVE, { d: dev.id, t: 'psr', offline: { enabled: true } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateAlarms.offlineAlarm).toEqual({ factor: 2.5, raised: false });
    // (updateAlarms replaces the notifications with the ones it is sent: this one comes after)
    await w.addAction(dev.id, 'psr', { userId: w.users.full.id }, 'sms');
    // another company's device, silent just as long, watches nothing: it is left alone
    await w.addTag(bDev.id, 'psr');
    await post(bDev, 100);

    await post(dev, 100);
    expect(await offline.scan()).toBe(0);
    clock.advance((2.5 * INTERVAL_S - 30) * 1000);
    expect(await offline.scan()).toBe(0);
    expect(await flagOf(dev.id)).toBe('norm');
    // past the deadline by less than the scan's minute: the next scan raises it
    clock.advance(50_000);
    expect(await offline.scan()).toBe(1);
    expect(await flagOf(dev.id)).toBe('offline');
    expect(await flagOf(bDev.id)).toBe('norm');
    expect(await offline.scan()).toBe(0);

    await w.t.app.services.outbox.flush();
    expect(w.t.printed.filter((l) => l.includes('stopped sending')).map((l) => l.replace(ACK_SUFFIX, ''))).toEqual([
      `[sms to +44${w.users.full.phone_number}] FieldWatch: Tank Battery 7 - Pressure: The device has stopped sending messages. https://fieldwatch.test/#/devices/${dev.id}/tags/psr`,
    ]);
    const panel = (await as('full', GET, { d: dev.id, t: 'psr' })).data!.tagAlarmPanel;
    expect(panel.offlineAlarm).toEqual({ factor: 2.5, raised: true });
    // newest first: the text sent, then the alarm
    expect(panel.log.slice(0, 2)).toEqual([
      { action: 'sms', detail: 'sent to Frank Full' },
      { action: 'offline', detail: 'no message for 2.5 × the 10-minute transmit interval' },
    ]);

    // a foreign user cannot acknowledge it; the group's user can
    const foreign = await as('bManager', ACK, { d: dev.id, t: 'psr' });
    expect(foreign.errors).toBeDefined();
    expect((await w.tagRow(dev.id, 'psr')).alarm_acknowledged_at).toBeNull();
    const ack = await as('limited', ACK, { d: dev.id, t: 'psr' });
    expect(ack.errors).toBeUndefined();
    expect((await w.tagRow(dev.id, 'psr')).alarm_acknowledged_by).toBe(w.users.limited.id);

    await post(dev, 100);
    expect(await flagOf(dev.id)).toBe('norm');
    const after = (await as('full', GET, { d: dev.id, t: 'psr' })).data!.tagAlarmPanel;
    expect(after.offlineAlarm).toEqual({ factor: 2.5, raised: false });
    expect(after.log.slice(0, 4)).toEqual([
      { action: 'norm', detail: 'the device sent a message' },
      { action: 'ack', detail: null },
      { action: 'sms', detail: 'sent to Frank Full' },
      { action: 'offline', detail: 'no message for 2.5 × the 10-minute transmit interval' },
    ]);

    // the next silence raises it again
    clock.advance((2.5 * INTERVAL_S + 10) * 1000);
    expect(await offline.scan()).toBe(1);
    expect(await flagOf(dev.id)).toBe('offline');
  });

  it('switching it off puts a raised one back to normal', async () => {
    const { dev } = w.devices;
    expect(await flagOf(dev.id)).toBe('offline');
    const r = await as('full', SAVE, { d: dev.id, t: 'psr', offline: { enabled: false } });
    expect(r.data!.updateAlarms).toMatchObject({ flag: 'norm', offlineAlarm: null });
    const pending = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM notification_outbox WHERE device_id = ${dev.id} AND tag = 'psr' AND status = 'pending'`.execute(w.db);
    expect(pending.rows[0]!.n).toBe(0);
  });
});

describe('offline alarm, a message time to the microsecond', () => {
  it('is raised once and stays raised: the next scans neither clear it nor notify again', async () => {
    const { dev } = w.devices;
    const clock = w.t.app.services.clock;
    const offline = w.t.app.services.offline;
    expect((await as('full', SAVE, { d: dev.id, t: 'psr', offline: { enabled: true } })).errors).toBeUndefined();
    await w.addAction(dev.id, 'psr', { userId: w.users.full.id }, 'sms');
    await post(dev, 100);
    // a message time as PostgreSQL's now() writes it: finer than the millisecond a JavaScript Date keeps
    await sql`UPDATE devices SET last_time_message_received = last_time_message_received + interval '123 microseconds'
      WHERE id = ${dev.id}`.execute(w.db);
    const logsBefore = (await w.db.selectFrom('alarm_log').select('id').where('device_id', '=', dev.id).execute()).length;
    clock.advance((2.5 * INTERVAL_S + 10) * 1000);
    expect(await offline.scan()).toBe(1);
    for (let i = 0; i < 2; i++) {
      clock.advance(60_000);
      expect(await offline.scan()).toBe(0);
    }
    expect(await flagOf(dev.id)).toBe('offline');
    await w.t.app.services.outbox.flush();
    // one alarm and one text (the outbox logs each text it sends), not one of each a minute
    const after = await w.db.selectFrom('alarm_log').select(['action']).where('device_id', '=', dev.id).orderBy('id').execute();
    expect(after.slice(logsBefore).map((l) => l.action)).toEqual(['offline', 'sms']);
  });
});

describe('offline scan paging', () => {
  it('pages through every due tag after the last one (keyset), skips a device that never sent anything', async () => {
    const clock = w.t.app.services.clock;
    const long = new Date(clock.now().getTime() - 10 * 3600_000);
    const due: number[] = [];
    for (let i = 0; i < 5; i++) {
      const d = await createDevice(w.db, w.companies.B.id, { name: `Silent ${i}`, last_time_message_received: long });
      await w.addTag(d.id, 'psr');
      await w.addTag(d.id, 'lvl');
      await w.db
        .insertInto('offline_alarms')
        .values([
          { device_id: d.id, tag: 'psr' },
          { device_id: d.id, tag: 'lvl', factor: 3 },
        ])
        .execute();
      due.push(d.id);
    }
    const never = await createDevice(w.db, w.companies.B.id, { name: 'Never sent', last_time_message_received: null });
    await w.addTag(never.id, 'psr');
    await w.db.insertInto('offline_alarms').values({ device_id: never.id, tag: 'psr' }).execute();

    // pages of 3 over 10 due tags: a page that stopped early or started over would miss or repeat some
    const small = new OfflineScheduler({ db: w.db, publicUrl: 'https://fieldwatch.test', clock, batchSize: 3 });
    expect(await small.scan()).toBe(10);
    const flags = await w.db
      .selectFrom('tags')
      .select(['device_id', 'alarm_flag'])
      .where('device_id', 'in', [...due, never.id])
      .execute();
    expect(flags.filter((f) => f.alarm_flag === 'offline')).toHaveLength(10);
    expect(flags.find((f) => f.device_id === never.id)!.alarm_flag).toBe('norm');
    expect(await small.scan()).toBe(0);
    await small.stop();
  });
});
