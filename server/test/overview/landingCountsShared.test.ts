import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { statementRecorder } from '../helpers/statementCounter';
import { data } from '../directory/deviceWorld';

/**
 * The landing banner's counts read the whole visible fleet; requests of the same scope share one read for a
 * couple of seconds (server/src/util/sharedAnswers.ts), and a change made through the API shows at once.
 */
let t: TestApp;
let rec: ReturnType<typeof statementRecorder>;
let boss: number;
let deputy: number;
let otherBoss: number;
let devices: number[];

const LANDING = '{ landingPage { device tardy health alarm } }';
const landing = async (userId: number) => (await data<{ landingPage: { device: number; alarm: number } }>(t, userId, LANDING)).landingPage;
/** The counts' own statement (its column list), not the viewer's lookup that every request runs. */
const isCounts = (sql: string) => sql.includes('as "device"');

beforeAll(async () => {
  t = await createTestApp();
  rec = statementRecorder(t.database.pool);
  const db = t.database.db;
  const z = await createCompany(db, { name: 'Shared Counts Co' });
  const y = await createCompany(db, { name: 'Other Counts Co' });
  boss = (await createUser(db, z.id, 'manager')).id;
  deputy = (await createUser(db, z.id, 'manager')).id;
  otherBoss = (await createUser(db, y.id, 'manager')).id;
  devices = [];
  for (const name of ['One', 'Two', 'Three']) devices.push((await createDevice(db, z.id, { name, path: '/Z' })).id);
  await createDevice(db, y.id, { name: 'Elsewhere', path: '/Y' });
});
afterAll(() => t?.close());

describe('landingPage counts shared between requests of one scope', () => {
  it('two managers of one company share one read of the counts; another company gets its own', async () => {
    const texts = await rec.during(async () => {
      expect((await landing(boss)).device).toBe(3);
      expect((await landing(deputy)).device).toBe(3);
      expect((await landing(boss)).device).toBe(3);
      expect((await landing(otherBoss)).device).toBe(1);
    });
    expect(texts.filter(isCounts)).toHaveLength(2);
  });

  it('concurrent requests of one scope wait for the same read', async () => {
    // a mutation drops what is shared, so the next requests must read again
    await data(t, boss, 'mutation($id: Int!) { updateDevice(id: $id, update: { name: "Uno" }) { id } }', { id: devices[0] });
    const texts = await rec.during(() => Promise.all([landing(boss), landing(deputy), landing(boss), landing(deputy)]));
    expect(texts.filter(isCounts)).toHaveLength(1);
  });

  it("a user's own change shows at the next request, and to the others of the scope", async () => {
    expect((await landing(boss)).device).toBe(3);
    await data(t, boss, 'mutation($id: Int!) { updateDevice(id: $id, update: { isActive: false }) { id } }', { id: devices[1] });
    expect((await landing(boss)).device).toBe(2);
    expect((await landing(deputy)).device).toBe(2);
    await data(t, deputy, 'mutation($id: Int!) { updateDevice(id: $id, update: { isActive: true }) { id } }', { id: devices[1] });
    expect((await landing(boss)).device).toBe(3);
  });

  it('an alarm flag change the server hears of drops the shared counts: the page asks again when it hears of it', async () => {
    expect(await landing(boss)).toMatchObject({ device: 3, alarm: 0 });
    const db = t.database.db;
    const at = new Date();
    await db.insertInto('tags').values({ device_id: devices[2]!, tag: 'psr', time: at, value: 99, alarm_flag: 'high' }).execute();
    // what the alarm engine publishes after committing the flag (app.ts: onFlagChanges)
    t.app.services.live.publish([{ deviceId: devices[2]!, tag: 'psr', time: at.getTime() / 1000, value: null, alarmFlag: 'high' }]);
    expect(await landing(boss)).toMatchObject({ alarm: 1 });
    // a reading without a flag is not a reason to read the fleet again: the shared answer stands
    const texts = await rec.during(async () => {
      t.app.services.live.publish([{ deviceId: devices[2]!, tag: 'psr', time: at.getTime() / 1000, value: 98, alarmFlag: null }]);
      await landing(deputy);
    });
    expect(texts.filter(isCounts)).toHaveLength(0);
  });
});
