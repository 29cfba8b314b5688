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

const UPDATE = `mutation($d: Int!, $t: String!, $time: Float, $fluid: String, $api: Float, $target: Float, $kFactor: Float,
  $productionOffset: Float, $tankHeight: Float, $tankShape: String, $tankName: String, $orifice: Float, $pipe: Float, $bpi: Float) {
  updateCalibration(deviceID: $d, tag: $t, time: $time, fluid: $fluid, api: $api, target: $target, kFactor: $kFactor,
    productionOffset: $productionOffset, tankHeight: $tankHeight, tankShape: $tankShape, tankName: $tankName,
    orifice_diameter: $orifice, pipe_diameter: $pipe, barrelsPerInch: $bpi) {
    success calibration { time offset fluid api kFactor productionOffset tankHeight tankShape tankName barrelsPerInch } } }`;
const DELETE = 'mutation($d: Int!, $t: String!, $time: Float!) { deleteCalibration(deviceID: $d, tag: $t, time: $time) }';
const LIST = 'query($d: Int!, $t: String!) { tagCalibrations(deviceID: $d, tag: $t) { time tankHeight kFactor } }';
const TANKS = '{ tankNames { tank_name heightInches strap } }';

async function device(tags: string[]) {
  const d = await createDevice(w.db, w.companies.A.id, { name: `Cal ${Math.random().toString(36).slice(2, 6)}` });
  await w.db.insertInto('group_devices').values({ group_id: w.group.id, device_id: d.id }).execute();
  for (const t of tags) await w.addTag(d.id, t);
  return d.id;
}
const calibrations = (id: number) =>
  w.db.selectFrom('calibrations').selectAll().where('device_id', '=', id).orderBy('tag').orderBy('time').execute();

describe('updateCalibration by role', () => {
  it('a full user calibrates a radar: tank height in inches, the measured level sets the offset; audited', async () => {
    const id = await device(['dist']);
    const readAt = new Date(Date.UTC(2025, 0, 10, 12));
    await w.db.insertInto('readings').values({ device_id: id, tag: 'dist', time: readAt, value: 40 }).execute();
    const time = readAt.getTime() / 1000 + 60;
    const r = await as('full', UPDATE, { d: id, t: 'dist', time, tankHeight: 246, tankShape: 'vertical', target: 210 });
    expect(r.errors).toBeUndefined();
    // level = 246 - 40 = 206; measured 210 → offset 4
    expect(r.data.updateCalibration).toEqual({
      success: true,
      calibration: {
        time,
        offset: 4,
        fluid: 'water',
        api: 32,
        kFactor: 1,
        productionOffset: 0,
        tankHeight: 246,
        tankShape: 'vertical',
        tankName: null,
        barrelsPerInch: 1.67,
      },
    });
    expect(
      await w.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'calibration.update')
        .where('target_id', '=', `${id}:dist`)
        .execute(),
    ).toHaveLength(1);
  });

  it('a settings-box save keeps the earlier values; the tank name stays only for chemicals', async () => {
    const id = await device(['puls', 'spsr']);
    await as('manager', UPDATE, { d: id, t: 'puls', time: 1000, kFactor: 2500, productionOffset: 12 });
    const r = await as('manager', UPDATE, { d: id, t: 'puls', kFactor: 2400 });
    expect(r.data.updateCalibration.calibration).toMatchObject({ kFactor: 2400, productionOffset: 12 });
    expect((await as('manager', LIST, { d: id, t: 'puls' })).data.tagCalibrations.map((c: { kFactor: number }) => c.kFactor)).toEqual([
      2400, 2500,
    ]);
    const oil = await as('manager', UPDATE, { d: id, t: 'spsr', fluid: 'oil', api: 40, tankName: 'Poly 55 Vertical', bpi: 1.5 });
    expect(oil.data.updateCalibration.calibration).toMatchObject({ fluid: 'oil', api: 40, tankName: null, barrelsPerInch: 1.5 });
    const chem = await as('manager', UPDATE, { d: id, t: 'spsr', time: 5000, fluid: 'chemical', tankName: 'Poly 55 Vertical' });
    expect(chem.data.updateCalibration.calibration.tankName).toBe('Poly 55 Vertical');
  });

  it('limited and demo users are refused (demo with the notice text); another company does not find the device', async () => {
    const id = await device(['sonr']);
    const before = await calibrations(id);
    const limited = await as('limited', UPDATE, { d: id, t: 'sonr', tankHeight: 60 });
    expect(limited.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const demo = await as('demo', UPDATE, { d: id, t: 'sonr', tankHeight: 60 });
    expect(demo.errors?.[0]).toMatchObject({
      message: 'Demo users are unable to calibrate sensors.',
      extensions: { code: 'CALIBRATION_DEMO' },
    });
    const other = await as('bManager', UPDATE, { d: id, t: 'sonr', tankHeight: 60 });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await calibrations(id)).toEqual(before);
  });
});

describe('bad calibration input is refused with the spec texts and nothing is written', () => {
  const cases: [string, string, Record<string, unknown>, string][] = [
    ['a negative k-factor', 'puls', { kFactor: -1 }, 'Form Incomplete.'],
    ['an empty k-factor', 'pult', { kFactor: null }, 'Form Incomplete.'],
    ['negative inches (tank height)', 'dist', { tankHeight: -12 }, 'Form Incomplete.'],
    ['an empty tank height', 'sonr', { tankHeight: null }, 'Form Incomplete.'],
    ['a radar without any tank height', 'dist', { target: 10 }, 'Form Incomplete.'],
    ['a flow meter without its pipe diameter', 'flw', { orifice: 2 }, 'Required Fields Empty'],
  ];
  for (const [what, tag, vars, message] of cases) {
    it(what, async () => {
      const id = await device([tag]);
      const before = await calibrations(id);
      const r = await as('manager', UPDATE, { d: id, t: tag, ...vars });
      expect(r.errors?.[0]?.message).toBe(message);
      expect(r.data?.updateCalibration ?? null).toBeNull();
      expect(await calibrations(id)).toEqual(before);
    });
  }
});

describe('deleteCalibration', () => {
  it('deletes the calibration at its time; one that does not exist changes nothing', async () => {
    const id = await device(['pult']);
    await as('full', UPDATE, { d: id, t: 'pult', time: 100, kFactor: 10 });
    await as('full', UPDATE, { d: id, t: 'pult', time: 200, kFactor: 20 });
    const missing = await as('full', DELETE, { d: id, t: 'pult', time: 150 });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await calibrations(id)).toHaveLength(2);
    expect((await as('limited', DELETE, { d: id, t: 'pult', time: 100 })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ok = await as('full', DELETE, { d: id, t: 'pult', time: 100 });
    expect(ok.data).toEqual({ deleteCalibration: true });
    expect((await calibrations(id)).map((c) => c.time)).toEqual([200]);
  });
});

describe('tankNames', () => {
  it('lists the shared tanks with their straps', async () => {
    const r = await as('limited', TANKS, {});
    expect(r.data.tankNames.map((t: { tank_name: string }) => t.tank_name)).toContain('Poly 305 Vertical');
    expect(r.data.tankNames.find((t: { tank_name: string }) => t.tank_name === 'Poly 55 Vertical')).toEqual({
      tank_name: 'Poly 55 Vertical',
      heightInches: 34,
      strap: [
        { inches: 0, gallons: 0 },
        { inches: 34, gallons: 55 },
      ],
    });
    expect((await w.t.gql(TANKS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("a company's own tanks are hidden from other companies", async () => {
    await w.db
      .insertInto('tank_names')
      .values([
        {
          tank_name: 'A Frac Tank',
          company_id: w.companies.A.id,
          height_inches: 100,
          strap: JSON.stringify([
            { inches: 0, gallons: 0 },
            { inches: 100, gallons: 900 },
          ]),
        },
        {
          tank_name: 'B Secret Tank',
          company_id: w.companies.B.id,
          height_inches: 50,
          strap: JSON.stringify([
            { inches: 0, gallons: 0 },
            { inches: 50, gallons: 300 },
          ]),
        },
      ])
      .execute();
    const names = async (who: 'limited' | 'bManager') =>
      (await as(who, TANKS, {})).data.tankNames.map((t: { tank_name: string }) => t.tank_name);
    const a = await names('limited');
    expect(a).toContain('A Frac Tank');
    expect(a).not.toContain('B Secret Tank');
    const b = await names('bManager');
    expect(b).toContain('B Secret Tank');
    expect(b).not.toContain('A Frac Tank');
    expect(b).toContain('Poly 55 Vertical');
  });
});
