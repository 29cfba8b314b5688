import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceColumnsFor } from '../../src/graphql/directory/deviceSelection';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { data } from './deviceWorld';
import { expectSameFromColumns, fieldInfo, fieldsOf, hasFields, resolverContext } from './rowSelectionHelpers';

/**
 * devicesRe reads only the columns its selection needs (graphql/devices/deviceSelection.ts). Every field of the
 * Device type must answer the same from such a partial row as from the whole row: a field whose columns are not
 * known (one added later) makes the request read whole rows, so it is skipped here.
 */
let t: TestApp;
let deviceId: number;
let superId: number;

const SUB: Record<string, string> = {
  company: '{ id name }',
  tags: '{ tag value }',
  latestReadingShown: '{ value unit text }',
  tasks: '{ id notes }',
  address: '{ city zip }',
  // the device page's fields (graphql/device/devicePageFields.ts)
  events: '{ flag }',
  settings: '{ key }',
  log: '{ status }',
  latest: '{ status }',
  logComments: '{ comment }',
  groups: '{ name }',
  voltage: '{ tag }',
  viewerAbilities: '{ rename }',
};
const FIELDS = fieldsOf('Device');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const company = await createCompany(db, { name: 'Every Column Co' });
  superId = (await createUser(db, company.id, 'superUser')).id;
  const now = new Date();
  // every column filled in, so a missing column cannot hide behind a null
  const d = await createDevice(db, company.id, {
    name: 'Full',
    path: '/Full',
    device_type: 7,
    model: 'G1N',
    po: 1041,
    sku: 'TL-100',
    has_turned_on: true,
    first_message_at: now,
    last_time_message_received: now,
    latest_reading: 12.5,
    battery_level: 3.9,
    solar_powered: false,
    display_units: 'in',
    default_tag: 'spsr',
    default_tag_scale: 2,
    icon_fluid: 'oil',
    latitude: 32.1,
    longitude: -102.2,
    sim_number: '8901260123',
    board_rev: '4.1',
    firmware_version: 199,
    modem_type: 'BG96',
    signal_strength: 21,
    percent_solar: 905,
    battery_delta: -1200,
    carrier: 'T-Mobile',
    tmobile_op: true,
    verizon_op: true,
    att_op: true,
    unknown_op: true,
    sensor_subtype1: 1,
    sensor_subtype2: 2,
    reboot_time: now,
    reboot_gps_time: now,
    reboot_count: 4,
    time_offset: -6,
    accounting_code: 'PB-1',
    api_number: '42-1',
    user_assigned_id: 'T-1',
    description: 'status:Running',
    status: 11,
    is_active: false,
    in_service: false,
    address: JSON.stringify({ contactName: 'Ray', street1: '1 Road', city: 'Midland', state: 'TX', zip: '79706' }),
    slowdown_voltage4: 3.55,
    hibernation_voltage: 3.4,
    manufacturer_code: 'via',
  });
  const other = await createDevice(db, company.id);
  await db.updateTable('devices').set({ replacement_id: other.id }).where('id', '=', d.id).execute();
  await db.insertInto('tags').values({ device_id: d.id, tag: 'spsr', value: 3, time: now }).execute();
  await db.insertInto('tasks').values({ device_id: d.id, notes: 'check', priority: 2 }).execute();
  deviceId = d.id;
});
afterAll(() => t?.close());

describe('devicesRe reads only the columns it needs', () => {
  it('every Device field answers the same from the partial row as from the whole row', async () => {
    const db = t.database.db;
    const whole = await db.selectFrom('devices').selectAll().where('id', '=', deviceId).executeTakeFirstOrThrow();
    const ctx = await resolverContext(t, superId);
    const skipped: string[] = [];
    let compared = 0;
    for (const field of FIELDS) {
      const sub = hasFields(field) ? SUB[field.name] : '';
      if (sub === undefined) throw new Error(`give the test a sub-selection for ${field.name}`);
      const columns = deviceColumnsFor(fieldInfo(`{ devicesRe { ${field.name} ${sub} } }`));
      if (!columns) {
        skipped.push(field.name);
        continue;
      }
      await expectSameFromColumns(field, whole, columns, ctx);
      compared++;
    }
    if (skipped.length) console.log(`Device fields read from whole rows: ${skipped.join(', ')}`);
    expect(compared).toBeGreaterThan(50);
  });

  it('follows fragments and inline fragments, and reads whole rows for anything it does not know', () => {
    const cols = deviceColumnsFor(
      fieldInfo(`{ devicesRe { ...F ... on Device { path } } } fragment F on Device { simNumber company { name } }`),
    );
    expect(cols && [...cols].sort()).toEqual(['company_id', 'id', 'path', 'sim_number']);
    expect(deviceColumnsFor(fieldInfo('{ devicesRe { id notAField } }'))).toBeNull();
  });

  it('answers a request through fragments as the row says', async () => {
    const r = await data<{ devicesRe: Record<string, unknown>[] }>(
      t,
      superId,
      `{ devicesRe(query: "print", ids: [${deviceId}]) { ...F ... on Device { path count } } } fragment F on Device { simNumber company { name } tags { tag } }`,
    );
    expect(r.devicesRe).toEqual([
      { simNumber: '8901260123', company: { name: 'Every Column Co' }, tags: [{ tag: 'spsr' }], path: '/Full', count: 4 },
    ]);
  });
});
