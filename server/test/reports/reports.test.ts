import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice } from '../factories/deviceFactory';
import { alarmWorld, type AlarmWorld } from '../alarms/alarmFixture';

let w: AlarmWorld;
beforeAll(async () => {
  w = await alarmWorld();
});
afterAll(() => w.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- asserted field by field below
type Data = any;
type Who = keyof AlarmWorld['users'];
const as = async (who: Who, query: string, vars: Record<string, unknown>) =>
  w.t.gql<Data>(query, vars, await w.t.authHeaders(w.users[who].id));

const REPORT = `query($d: Int!, $t: String!, $s: Float!, $e: Float!) { tagReport(deviceID: $d, tag: $t, startTime: $s, endTime: $e) {
  displayUnits barrelsPerInch reportHour readings { time value } cumulativePulses { time value } comments { time comment } } }`;
const HOUR =
  'mutation($d: Int!, $t: String!, $h: Int!) { updateReportHour(deviceID: $d, tag: $t, reportHour: $h) { reportHour barrelsPerInch } }';
const BPI = 'mutation($d: Int!, $t: String!, $b: Float!) { updateBPI(deviceID: $d, tag: $t, barrelsPerInch: $b) { barrelsPerInch } }';

async function device(tags: string[]) {
  const d = await createDevice(w.db, w.companies.A.id, { name: `Rep ${Math.random().toString(36).slice(2, 6)}` });
  await w.db.insertInto('group_devices').values({ group_id: w.group.id, device_id: d.id }).execute();
  for (const t of tags) await w.addTag(d.id, t);
  return d.id;
}
const T0 = Date.UTC(2025, 2, 1) / 1000;

describe('tagReport', () => {
  it('returns the range readings, the cumulative counter for puls and the comments', async () => {
    const id = await device(['puls', 'cumulative_pulses']);
    for (const [tag, dt, value] of [
      ['puls', 3600, 100],
      ['puls', 7200, 110],
      ['cumulative_pulses', 3600, 2500],
      ['puls', 99 * 86400, 1],
    ] as const) {
      await w.db
        .insertInto('readings')
        .values({ device_id: id, tag, time: new Date((T0 + dt) * 1000), value })
        .execute();
    }
    await w.db
      .insertInto('comments')
      .values({ device_id: id, time: new Date((T0 + 5000) * 1000), comment: 'meter swapped' })
      .execute();
    const r = await as('limited', REPORT, { d: id, t: 'puls', s: T0, e: T0 + 32 * 86400 });
    expect(r.errors).toBeUndefined();
    expect(r.data.tagReport).toEqual({
      displayUnits: 'bbls/day',
      barrelsPerInch: 1.67,
      reportHour: 6,
      readings: { time: [T0 + 3600, T0 + 7200], value: [100, 110] },
      cumulativePulses: { time: [T0 + 3600], value: [2500] },
      comments: [{ time: T0 + 5000, comment: 'meter swapped' }],
    });
  });

  it('refuses a range over 40 days and devices of another company', async () => {
    const id = await device(['spsr']);
    expect((await as('full', REPORT, { d: id, t: 'spsr', s: T0, e: T0 + 41 * 86400 })).errors?.[0]?.extensions?.code).toBe(
      'REPORT_INPUT_INVALID',
    );
    expect((await as('bManager', REPORT, { d: id, t: 'spsr', s: T0, e: T0 + 86400 })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('updateReportHour and updateBPI', () => {
  it('a full user sets both; bad values change nothing', async () => {
    const id = await device(['spsr']);
    expect((await as('full', HOUR, { d: id, t: 'spsr', h: 8 })).data).toEqual({
      updateReportHour: { reportHour: 8, barrelsPerInch: 1.67 },
    });
    expect((await as('full', BPI, { d: id, t: 'spsr', b: 1.25 })).data).toEqual({ updateBPI: { barrelsPerInch: 1.25 } });
    expect((await as('full', HOUR, { d: id, t: 'spsr', h: 25 })).errors?.[0]?.extensions?.code).toBe('REPORT_INPUT_INVALID');
    expect((await as('full', BPI, { d: id, t: 'spsr', b: -1 })).errors?.[0]?.extensions?.code).toBe('REPORT_INPUT_INVALID');
    const tag = await w.tagRow(id, 'spsr');
    expect([tag.report_hour, tag.barrels_per_inch]).toEqual([8, 1.25]);
  });

  // barrels_per_inch is a display setting (updateTag needs editDisplay): the report path must not be a way around it
  it.each(['limited', 'demo'] as const)('%s users are refused both and nothing changes', async (who) => {
    const id = await device(['spsr']);
    expect((await as(who, BPI, { d: id, t: 'spsr', b: 2.5 })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await as(who, HOUR, { d: id, t: 'spsr', h: 3 })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const tag = await w.tagRow(id, 'spsr');
    expect([tag.report_hour, tag.barrels_per_inch]).toEqual([6, 1.67]);
    const audits = await w.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'tag.reportSettings')
      .where('target_id', '=', `${id}:spsr`)
      .execute();
    expect(audits).toEqual([]);
  });
});
