import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlarmEngine, type AlarmEngine } from '../../src/alarms/alarmEngine';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';
import { ACK_SUFFIX } from './alarmFixture';

/** The engine wired to the real ingest pipeline as app.ts wires it: a device posts readings over HTTP. */
let t: TestApp;
let engine: AlarmEngine;
let device: Awaited<ReturnType<typeof createDevice>>;
let user: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://fieldwatch.test' });
  const { db, pool } = t.database;
  engine = createAlarmEngine({ db, pool, publicUrl: t.app.services.config.publicUrl, kick: () => t.app.services.outbox.kick() });
  await engine.start();
  t.app.services.ingest.pipeline.onCommitted(engine.onCommitted);
  const company = await createCompany(db);
  user = await createUser(db, company.id, 'full', { first_name: 'Frank', last_name: 'Field' });
  device = await createDevice(db, company.id, { name: 'Pad 4' });
  await db.insertInto('tags').values({ device_id: device.id, tag: 'psr', critical_high: 200 }).execute();
  await db.insertInto('alarm_actions').values({ device_id: device.id, tag: 'psr', user_id: user.id, action: 'sms', delay: 0 }).execute();
});
afterAll(async () => {
  await engine.stop();
  await t.close();
});

const post = (body: unknown) =>
  t.app.fastify.inject({
    method: 'POST',
    url: `/api/devices/${device.id}/messages/data`,
    headers: { authorization: `Bearer ${device.secret}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('ingest → alarm engine → outbox', () => {
  it('a reading past the threshold raises the alarm and texts at once; a normal one clears it', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await post({ time: now - 120, values: { psr: 150 } })).statusCode).toBe(200);
    expect((await post({ time: now - 60, values: { psr: 250 } })).statusCode).toBe(200);
    await t.app.services.ingest.pipeline.settled();
    await engine.idle();
    const db = t.database.db;
    const tag = await db
      .selectFrom('tags')
      .selectAll()
      .where('device_id', '=', device.id)
      .where('tag', '=', 'psr')
      .executeTakeFirstOrThrow();
    expect(tag.alarm_flag).toBe('critical_high');

    await t.app.services.outbox.flush();
    expect(t.printed.filter((l) => l.includes('Pad 4')).map((l) => l.replace(ACK_SUFFIX, ''))).toEqual([
      `[sms to +1${user.phone_number}] FieldWatch: Pad 4 - Pressure: Critical high alarm. Reading: 250 psi. https://fieldwatch.test/#/devices/${device.id}/tags/psr`,
    ]);

    // a late reading from before does not clear it; a new normal one does
    await post({ time: now - 3600, values: { psr: 100 } });
    await t.app.services.ingest.pipeline.settled();
    await engine.idle();
    expect(
      (
        await db
          .selectFrom('tags')
          .select('alarm_flag')
          .where('device_id', '=', device.id)
          .where('tag', '=', 'psr')
          .executeTakeFirstOrThrow()
      ).alarm_flag,
    ).toBe('critical_high');
    await post({ time: now, values: { psr: 100 } });
    await t.app.services.ingest.pipeline.settled();
    await engine.idle();
    const log = await db.selectFrom('alarm_log').select('action').where('device_id', '=', device.id).orderBy('id').execute();
    expect(log.map((l) => l.action)).toEqual(['critical_high', 'sms', 'norm']);
  });
});
