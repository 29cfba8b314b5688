import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLONS_NEED_STRAP } from '@fieldwatch/domain';
import { T0, tagWorld, type TagWorld } from './tagWorld';

let w: TagWorld;

beforeAll(async () => {
  w = await tagWorld();
  await w.addTag(w.dev.id, 'psr', { ymin: 0, ymax: 260 });
  await w.addTag(w.dev.id, 'temp');
  await w.addTag(w.bDev.id, 'psr');
  await w.addReadings(w.dev.id, 'psr', T0, 600, 12, '100 + i');
});
afterAll(() => w.close());

const row = () => w.db.selectFrom('tags').selectAll().where('device_id', '=', w.dev.id).where('tag', '=', 'psr').executeTakeFirstOrThrow();
const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

const UPDATE = `mutation($d: Int!, $t: String!, $ymin: Float, $ymax: Float, $u: String, $fe: Boolean, $ft: Float, $fm: Float, $tce: Boolean, $sf6: Boolean, $g2: GraphLinkInput, $add: [AdditionalTagInput!], $stt: Int) {
  updateTag(deviceID: $d, tag: $t, ymin: $ymin, ymax: $ymax, displayUnits: $u, filterEnabled: $fe, filterThreshold: $ft, filterMinimumValue: $fm,
    temperatureCorrectionEnabled: $tce, sf6NormalizationEnabled: $sf6, secondaryGraph: $g2, additionalTags: $add, sensorTempFilterThreshold: $stt) {
    ymin ymax displayUnits filterEnabled filterThreshold filterMinimumValue temperatureCorrectionEnabled sf6NormalizationEnabled
    secondaryGraph { deviceID tag } additionalTags { tag displayUnits ymin ymax } sensorTempFilterThreshold
  }
}`;

describe('updateTag', () => {
  it('a full user changes display settings; only the fields sent change', async () => {
    const r = await w.as('full', UPDATE, {
      d: w.dev.id,
      t: 'psr',
      u: 'bar',
      ymin: 0,
      ymax: 18,
      add: [{ tag: 'temp', displayUnits: 'c', ymin: 0, ymax: 60 }],
    });
    expect(r.errors).toBeUndefined();
    const x = await row();
    expect([x.display_units, x.ymin, x.ymax]).toEqual(['bar', 0, 18]);
    expect(x.additional_tags).toEqual([{ tag: 'temp', displayUnits: 'c', ymin: 0, ymax: 60 }]);
    expect(x.filter_enabled).toBe(false);
  });

  it('filters and temperature compensation need a super user or manager; the minimum value a super user', async () => {
    const before = await row();
    expect(code(await w.as('full', UPDATE, { d: w.dev.id, t: 'psr', fe: true, ft: 5 }))).toBe('FORBIDDEN');
    expect(code(await w.as('manager', UPDATE, { d: w.dev.id, t: 'psr', fm: 1 }))).toBe('FORBIDDEN');
    expect(await row()).toEqual(before);
    const ok = await w.as('manager', UPDATE, { d: w.dev.id, t: 'psr', fe: true, ft: 5, sf6: true, tce: false });
    expect(ok.errors).toBeUndefined();
    expect(await row()).toMatchObject({ filter_enabled: true, filter_threshold: 5, sf6_normalization_enabled: true });
    expect((await w.as('super', UPDATE, { d: w.dev.id, t: 'psr', fm: 2 })).errors).toBeUndefined();
    expect((await row()).filter_minimum_value).toBe(2);
  });

  it('limited and demo users change nothing; another company does not see the tag', async () => {
    const before = await row();
    expect(code(await w.as('limited', UPDATE, { d: w.dev.id, t: 'psr', ymax: 100 }))).toBe('FORBIDDEN');
    expect(code(await w.as('demo', UPDATE, { d: w.dev.id, t: 'psr', ymax: 100 }))).toBe('FORBIDDEN');
    expect(code(await w.as('bManager', UPDATE, { d: w.dev.id, t: 'psr', ymax: 100 }))).toBe('NOT_FOUND');
    expect(await row()).toEqual(before);
  });

  it('bad input is refused with a message and changes nothing', async () => {
    const before = await row();
    const bad = await w.as('manager', UPDATE, { d: w.dev.id, t: 'psr', ymin: 50, ymax: 10 });
    expect(code(bad)).toBe('BAD_INPUT');
    expect(bad.errors?.[0]?.message).toBe('The Y axis minimum must be below the maximum.');
    expect(code(await w.as('manager', UPDATE, { d: w.dev.id, t: 'psr', u: 'furlongs' }))).toBe('BAD_INPUT');
    expect(code(await w.as('manager', UPDATE, { d: w.dev.id, t: 'psr', add: [{ tag: 'temp' }, { tag: 'temp' }] }))).toBe('BAD_INPUT');
    // SF6 is on (the test above): Basic on top of it would correct twice
    expect(before.sf6_normalization_enabled).toBe(true);
    const both = await w.as('manager', UPDATE, { d: w.dev.id, t: 'psr', tce: true });
    expect(both.errors?.[0]?.message).toBe('Choose one temperature compensation: Basic or SF6 Filling Pressure.');
    expect(code(await w.as('manager', UPDATE, { d: w.dev.id, t: 'psr', tce: true, sf6: true }))).toBe('BAD_INPUT');
    // a link to a tag the manager cannot see looks like one that does not exist
    expect(code(await w.as('manager', UPDATE, { d: w.dev.id, t: 'psr', g2: { deviceID: w.bDev.id, tag: 'psr' } }))).toBe('NOT_FOUND');
    expect(await row()).toEqual(before);
  });

  it('gallons need a calibration that gives volumes: refused without one, accepted with gallons per inch', async () => {
    await w.addTag(w.dev.id, 'spsr', { display_units: 'ft' });
    const tank = () =>
      w.db.selectFrom('tags').select('display_units').where('device_id', '=', w.dev.id).where('tag', '=', 'spsr').executeTakeFirstOrThrow();
    const refused = await w.as('full', UPDATE, { d: w.dev.id, t: 'spsr', u: 'gln', ymin: 0, ymax: 5000 });
    expect(code(refused)).toBe('BAD_INPUT');
    expect(refused.errors?.[0]?.message).toBe(GALLONS_NEED_STRAP);
    expect((await tank()).display_units).toBe('ft');
    await w.db.insertInto('calibrations').values({ device_id: w.dev.id, tag: 'spsr', time: 1_000, gallons_per_inch: 12 }).execute();
    expect((await w.as('full', UPDATE, { d: w.dev.id, t: 'spsr', u: 'gln', ymin: 0, ymax: 5000 })).errors).toBeUndefined();
    expect((await tank()).display_units).toBe('gln');
  });

  it('a super user links a 2nd graph of any device and clears it with null; an empty sensor threshold is 20', async () => {
    await w.as('super', UPDATE, { d: w.dev.id, t: 'psr', g2: { deviceID: w.bDev.id, tag: 'psr' } });
    expect((await row()).secondary_graph).toEqual({ deviceID: w.bDev.id, tag: 'psr' });
    await w.as('super', UPDATE, { d: w.dev.id, t: 'psr', g2: null, stt: null });
    expect((await row()).secondary_graph).toBeNull();
    expect((await row()).sensor_temp_filter_threshold).toBe(20);
  });
});

describe('single settings', () => {
  const TC =
    'mutation($d: Int!, $c: Float!) { updateTempCorrection(deviceID: $d, tag: "psr", temperatureCorrectionCoefficient: $c) { temperatureCorrectionCoefficient } }';
  const AA =
    'mutation($d: Int!, $a: String) { updateActiveAdditional(deviceID: $d, tag: "psr", activeAdditional: $a) { activeAdditional } }';
  const FE =
    'mutation($d: Int!, $t: String!) { updateFourierEnabled(deviceID: $d, tag: $t, fourierPlotEnabled: true) { fourierPlotEnabled } }';

  it('updateTempCorrection: managers within -0.5..0.5; full users refused', async () => {
    expect((await w.as('manager', TC, { d: w.dev.id, c: 0.12 })).errors).toBeUndefined();
    expect((await row()).temperature_correction_coefficient).toBe(0.12);
    expect(code(await w.as('manager', TC, { d: w.dev.id, c: 0.7 }))).toBe('BAD_INPUT');
    expect(code(await w.as('full', TC, { d: w.dev.id, c: 0.2 }))).toBe('FORBIDDEN');
    expect((await row()).temperature_correction_coefficient).toBe(0.12);
  });

  it('updateActiveAdditional: an existing tag of the device, or none', async () => {
    expect((await w.as('full', AA, { d: w.dev.id, a: 'temp' })).errors).toBeUndefined();
    expect((await row()).active_additional).toBe('temp');
    expect(code(await w.as('full', AA, { d: w.dev.id, a: 'nosuch' }))).toBe('BAD_INPUT');
    expect(code(await w.as('limited', AA, { d: w.dev.id, a: null }))).toBe('FORBIDDEN');
    expect((await w.as('full', AA, { d: w.dev.id, a: null })).errors).toBeUndefined();
    expect((await row()).active_additional).toBeNull();
  });

  it('updateFourierEnabled only for vibration tags', async () => {
    await w.addTag(w.dev.id, 'vib');
    expect((await w.as('manager', FE, { d: w.dev.id, t: 'vib' })).errors).toBeUndefined();
    expect(code(await w.as('manager', FE, { d: w.dev.id, t: 'psr' }))).toBe('BAD_INPUT');
  });

  // Fourier options are corrections (domain tagPermissions: super users and managers only)
  it('updateFourierEnabled: full and limited users refused; the stored flag stays', async () => {
    const OFF = 'mutation($d: Int!) { updateFourierEnabled(deviceID: $d, tag: "vib", fourierPlotEnabled: false) { fourierPlotEnabled } }';
    const vib = () =>
      w.db
        .selectFrom('tags')
        .select('fourier_plot_enabled')
        .where('device_id', '=', w.dev.id)
        .where('tag', '=', 'vib')
        .executeTakeFirstOrThrow();
    expect((await vib()).fourier_plot_enabled).toBe(true);
    for (const who of ['full', 'limited'] as const) expect(code(await w.as(who, OFF, { d: w.dev.id }))).toBe('FORBIDDEN');
    expect((await vib()).fourier_plot_enabled).toBe(true);
  });
});

describe('annotations', () => {
  const ADD_C = 'mutation($d: Int!, $time: Float!, $c: String!) { addComment(deviceID: $d, time: $time, comment: $c) { id time comment } }';
  const DEL_C = 'mutation($id: Int!) { deleteComment(id: $id) { id } }';
  const ADD_U =
    'mutation($d: Int!, $time: Float!, $v: Float!) { addUserData(deviceID: $d, tag: "psr", time: $time, value: $v) { time value } }';
  const DEL_U = 'mutation($d: Int!, $time: Float!) { deleteUserData(deviceID: $d, tag: "psr", time: $time) { time value } }';

  it('a limited user adds a comment; a demo user may not add but may delete; an empty comment is refused', async () => {
    const r = await w.as<{ addComment: { id: number; time: number; comment: string }[] }>('limited', ADD_C, {
      d: w.dev.id,
      time: T0 + 600,
      c: '  Truck hauled 80 bbl ',
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.addComment).toEqual([{ id: expect.any(Number), time: T0 + 600, comment: 'Truck hauled 80 bbl' }]);
    expect(code(await w.as('demo', ADD_C, { d: w.dev.id, time: T0, c: 'x' }))).toBe('FORBIDDEN');
    expect((await w.as('manager', ADD_C, { d: w.dev.id, time: T0, c: '   ' })).errors?.[0]?.message).toBe('Please enter a comment.');
    expect(code(await w.as('bManager', ADD_C, { d: w.dev.id, time: T0, c: 'x' }))).toBe('NOT_FOUND');
    const id = r.data!.addComment[0]!.id;
    expect(code(await w.as('limited', DEL_C, { id }))).toBe('FORBIDDEN');
    expect(code(await w.as('bManager', DEL_C, { id }))).toBe('NOT_FOUND');
    expect((await w.as('demo', DEL_C, { id })).data).toEqual({ deleteComment: [] });
    expect(await w.db.selectFrom('comments').selectAll().where('device_id', '=', w.dev.id).execute()).toEqual([]);
  });

  it('user data: added, replaced at the same time, deleted; a time with no point changes nothing', async () => {
    await w.as('full', ADD_U, { d: w.dev.id, time: T0 + 1200, v: 7 });
    const r = await w.as('full', ADD_U, { d: w.dev.id, time: T0 + 1200, v: 8 });
    expect(r.data).toEqual({ addUserData: [{ time: T0 + 1200, value: 8 }] });
    expect((await w.as('full', DEL_U, { d: w.dev.id, time: T0 + 5 })).data).toEqual({ deleteUserData: [{ time: T0 + 1200, value: 8 }] });
    expect(code(await w.as('limited', DEL_U, { d: w.dev.id, time: T0 + 1200 }))).toBe('FORBIDDEN');
    expect((await w.as('full', DEL_U, { d: w.dev.id, time: T0 + 1200 })).data).toEqual({ deleteUserData: [] });
  });

  // annotating needs editDeviceInfo, which demo users lack
  it('a demo user may not add user data; nothing is stored', async () => {
    expect(code(await w.as('demo', ADD_U, { d: w.dev.id, time: T0 + 1800, v: 5 }))).toBe('FORBIDDEN');
    expect(await w.db.selectFrom('user_data').selectAll().where('device_id', '=', w.dev.id).execute()).toEqual([]);
  });
});

describe('deleteData', () => {
  const DEL = 'mutation($d: Int!, $time: Float!) { deleteData(deviceID: $d, tag: "psr", time: $time) }';
  const hour = () =>
    sql<{ min: number; max: number; count: number; sum: number }>`
    SELECT min, max, count, sum FROM readings_hourly WHERE device_id = ${w.dev.id} AND tag = 'psr' AND bucket = to_timestamp(${T0})`.execute(
      w.db,
    );

  it('only super users; the reading goes and its hour and day rollups are rebuilt; the latest value moves back', async () => {
    expect((await hour()).rows[0]).toEqual({ min: 100, max: 105, count: 6, sum: 615 });
    expect(code(await w.as('manager', DEL, { d: w.dev.id, time: T0 + 3000 }))).toBe('FORBIDDEN');
    const r = await w.as('super', DEL, { d: w.dev.id, time: T0 + 3000 });
    expect(r.data).toEqual({ deleteData: true });
    expect((await hour()).rows[0]).toEqual({ min: 100, max: 104, count: 5, sum: 510 });
    const day = await sql<{
      count: number;
      max: number;
    }>`SELECT count, max FROM readings_daily WHERE device_id = ${w.dev.id} AND tag = 'psr'`.execute(w.db);
    expect(day.rows).toEqual([{ count: 11, max: 111 }]);
    // the newest reading
    await w.as('super', DEL, { d: w.dev.id, time: T0 + 11 * 600 });
    expect((await row()).value).toBe(110);
  });

  it('a time with no reading answers false and changes nothing', async () => {
    const before = (await hour()).rows;
    expect((await w.as('super', DEL, { d: w.dev.id, time: T0 + 1 })).data).toEqual({ deleteData: false });
    expect((await hour()).rows).toEqual(before);
  });
});
