import { Kind, type FieldNode, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagColumnsFor } from '../../src/graphql/types/tagSelection';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { data } from './deviceWorld';
import { expectSameFromColumns, fieldInfo, fieldsOf, hasFields, resolverContext } from './rowSelectionHelpers';

/**
 * A device's `tags` read only the columns their selection needs (graphql/types/tagSelection.ts). Every field of the
 * Tag type, and of its `alarms` (made from the same row), must answer the same from such a partial row as from the
 * whole row: a field whose columns are not known makes the request read whole rows, so it is skipped here.
 */
let t: TestApp;
let deviceId: number;
let superId: number;

const SUB: Record<string, string> = {
  calibration: '{ fluid offset }',
  userData: '{ value }',
  secondaryGraph: '{ tag }',
  thirdGraph: '{ tag }',
  fourthGraph: '{ tag }',
  fifthGraph: '{ tag }',
  additionalTags: '{ tag }',
  rules: '{ name sent }',
  reason: '{ condition reading time }',
};
/** The resolve info of `tags` in `{ devicesRe { tags <selection> } }` (with the document's fragments). */
const tagsInfo = (query: string) =>
  fieldInfo(query, (devicesRe) =>
    devicesRe.selectionSet!.selections.find((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === 'tags')!,
  );

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const company = await createCompany(db, { name: 'Every Tag Column Co' });
  superId = (await createUser(db, company.id, 'superUser')).id;
  const d = await createDevice(db, company.id, { name: 'Tagged', path: '/Tagged' });
  deviceId = d.id;
  const now = new Date();
  const link = (tag: string) => JSON.stringify({ deviceID: d.id, tag });
  // every column filled in, so a missing column cannot hide behind a null
  await db
    .insertInto('tags')
    .values({
      device_id: d.id,
      tag: 'spsr',
      ymin: 1,
      ymax: 20,
      time: now,
      value: 12.5,
      temp: 61,
      display_units: 'in',
      filter_enabled: true,
      filter_threshold: 2,
      filter_minimum_value: 0.5,
      sensor_temp_filter_enabled: true,
      sensor_temp_filter_threshold: 7,
      temperature_correction_enabled: true,
      temperature_correction_coefficient: 0.01,
      temperature_correction_threshold: 40,
      sf6_normalization_enabled: true,
      fourier_plot_enabled: true,
      maximum_fourier_amplitude: 3,
      barrels_per_inch: 1.67,
      report_hour: 7,
      active_additional: 'temp',
      additional_tags: JSON.stringify([{ tag: 'temp', displayUnits: 'F' }]),
      secondary_graph: link('psr'),
      third_graph: link('temp'),
      fourth_graph: link('flw'),
      fifth_graph: link('_v'),
      alarm_flag: 'high',
      alarm_flag_time: now,
      alarm_acknowledged_at: now,
      alarm_acknowledged_by: superId,
      critical_high: 18,
      critical_low: 1,
      high_warning: 16,
      low_warning: 2,
    })
    .execute();
  await db.insertInto('alarm_rules').values({ device_id: d.id, tag: 'spsr', name: 'Haul', symbol: 1, value: 15, sent: 1 }).execute();
  await db
    .insertInto('calibrations')
    .values({ device_id: d.id, tag: 'spsr', time: Math.floor(now.getTime() / 1000), offset: 1.5, fluid: 'oil' })
    .execute();
  await db.insertInto('user_data').values({ device_id: d.id, tag: 'spsr', time: now, value: 11 }).execute();
});
afterAll(() => t?.close());

describe("a device's tags read only the columns they need", () => {
  it('every Tag and TagAlarms field answers the same from the partial row as from the whole row', async () => {
    const db = t.database.db;
    const whole = await db.selectFrom('tags').selectAll().where('device_id', '=', deviceId).executeTakeFirstOrThrow();
    const ctx = await resolverContext(t, superId);
    const skipped: string[] = [];
    let compared = 0;
    const check = async (field: GraphQLField<unknown, unknown>, selection: string) => {
      const columns = tagColumnsFor(tagsInfo(`{ devicesRe { tags { ${selection} } } }`));
      if (!columns) return void skipped.push(field.name);
      expect(columns, field.name).toEqual(expect.arrayContaining(['device_id', 'tag']));
      await expectSameFromColumns(field, whole, columns, ctx);
      compared++;
    };
    for (const field of fieldsOf('Tag')) {
      if (field.name === 'alarms') continue;
      const sub = hasFields(field) ? SUB[field.name] : '';
      if (sub === undefined) throw new Error(`give the test a sub-selection for ${field.name}`);
      await check(field, `${field.name} ${sub}`);
    }
    for (const field of fieldsOf('TagAlarms')) {
      const sub = hasFields(field) ? SUB[field.name] : '';
      if (sub === undefined) throw new Error(`give the test a sub-selection for ${field.name}`);
      await check(field, `alarms { ${field.name} ${sub} }`);
    }
    if (skipped.length) console.log(`Tag fields read from whole rows: ${skipped.join(', ')}`);
    expect(compared).toBeGreaterThan(20);
  });

  it("reads the cards' columns for the cards' fragment, and whole rows for a field it does not know", () => {
    const cards = tagColumnsFor(
      tagsInfo(`{ devicesRe { tags { ...C } } } fragment C on Tag { tag ymin ymax time value displayUnits
        calibration { fluid } alarms { flag trigger } }`),
    );
    expect(cards).toEqual(['alarm_flag', 'device_id', 'display_units', 'tag', 'time', 'value', 'ymax', 'ymin']);
    expect(tagColumnsFor(tagsInfo('{ devicesRe { tags { tag notAField } } }'))).toBeNull();
    expect(tagColumnsFor(tagsInfo('{ devicesRe { tags { tag alarms { notAField } } } }'))).toBeNull();
  });

  it('answers a request for the cards as the rows say', async () => {
    const r = await data<{ devicesRe: { tags: Record<string, unknown>[] }[] }>(
      t,
      superId,
      `{ devicesRe(query: "print", ids: [${deviceId}]) { tags { tag value displayUnits alarms { flag acknowledged trigger criticalHigh } calibration { offset } reportHour } } }`,
    );
    expect(r.devicesRe).toEqual([
      {
        tags: [
          {
            tag: 'spsr',
            value: 12.5,
            displayUnits: 'in',
            alarms: { flag: 'high', acknowledged: true, trigger: true, criticalHigh: 18 },
            calibration: { offset: 1.5 },
            reportHour: 7,
          },
        ],
      },
    ]);
  });
});
