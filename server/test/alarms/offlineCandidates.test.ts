import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alarmWorld, postPsr, type AlarmWorld } from './alarmFixture';
import { statementRecorder } from '../helpers/statementCounter';

/* What the offline alarm costs ingest: a committed batch asks the database about raised offline alarms only for the
 * devices that may have one (alarms/offlineCandidates.ts), learnt from the raise's announcement; and a message that
 * slipped past that check while its device was being raised is cleared by the next offline scan. */

let w: AlarmWorld;
let rec: ReturnType<typeof statementRecorder>;
beforeAll(async () => {
  w = await alarmWorld();
  rec = statementRecorder(w.t.database.pool);
});
afterAll(() => w.close());

const engine = () => w.t.app.services.alarms;

const post = (device: { id: number; secret: string }, value: number) => postPsr(w, device, value);

const flagOf = async (deviceId: number) => (await w.tagRow(deviceId, 'psr')).alarm_flag;

describe('offline candidates', () => {
  it('a batch of devices with nothing raised asks the database nothing about offline alarms', async () => {
    const { dev } = w.devices;
    await w.addTag(dev.id, 'psr');
    await w.db.insertInto('offline_alarms').values({ device_id: dev.id, tag: 'psr' }).execute();
    // the engine has read the raised offline alarms
    await vi.waitFor(() => expect(engine().offlineCandidates.size).toBe(0), { timeout: 5000 });
    const statements = await rec.during(() => post(dev, 100));
    expect(statements.some((s) => s.includes('INSERT INTO'))).toBe(true);
    expect(statements.filter((s) => s.includes('offline_alarms'))).toEqual([]);
  });

  it('a raise is announced, and the device’s next message clears it', async () => {
    const { dev } = w.devices;
    const clock = w.t.app.services.clock;
    clock.advance(3 * 3600_000 * 2.5);
    expect(await w.t.app.services.offline.scan()).toBe(1);
    expect(await flagOf(dev.id)).toBe('offline');
    // the raise is announced
    await vi.waitFor(() => expect(engine().offlineCandidates.size).toBe(1), { timeout: 5000 });
    const statements = await rec.during(() => post(dev, 100));
    expect(statements.filter((s) => s.includes('offline_alarms')).length).toBeGreaterThan(0);
    expect(await flagOf(dev.id)).toBe('norm');
    expect(engine().offlineCandidates.size).toBe(0);
  });

  it('a message committed as its device was raised is cleared by the next scan', async () => {
    const { dev } = w.devices;
    const now = w.t.app.services.clock.now();
    // the state that race leaves: raised after an older message than the device's last one, flag still 'offline'
    await sql`UPDATE offline_alarms SET raised_after = ${new Date(now.getTime() - 3600_000)} WHERE device_id = ${dev.id}`.execute(w.db);
    await sql`UPDATE tags SET alarm_flag = 'offline' WHERE device_id = ${dev.id} AND tag = 'psr'`.execute(w.db);
    await sql`UPDATE devices SET last_time_message_received = ${now} WHERE id = ${dev.id}`.execute(w.db);
    expect(await w.t.app.services.offline.scan()).toBe(0);
    expect(await flagOf(dev.id)).toBe('norm');
    const raised = await w.db.selectFrom('offline_alarms').select('raised_after').where('device_id', '=', dev.id).executeTakeFirstOrThrow();
    expect(raised.raised_after).toBeNull();
    const log = await w.db
      .selectFrom('alarm_log')
      .select(['action', 'detail'])
      .where('device_id', '=', dev.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ action: 'norm', detail: 'the device sent a message' });
  });
});
