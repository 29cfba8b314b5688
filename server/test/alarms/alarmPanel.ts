import { createDevice } from '../factories/deviceFactory';
import type { AlarmWorld } from './alarmFixture';

/* The alarm panel's documents and steps that the updateAlarms files (updateAlarms.test.ts, updateAlarmsDemoUser.test.ts) share. */

const PANEL = `deviceID tag displayUnits flag criticalHigh criticalLow highWarning lowWarning low high canEdit synced
  rules { name symbol value desc sent } actions { delay action user { id firstName } group { id name } }
  log { action user { id } } targets { users { id } groups { id } }`;
export const UPDATE = `mutation($d: Int!, $t: String!, $rules: [AlarmRuleInput!], $actions: [AlarmActionInput!], $mode: String,
  $criticalHigh: Float, $lowWarning: Float, $low: Float, $high: Float) {
  updateAlarms(deviceID: $d, tag: $t, rules: $rules, actions: $actions, removeOrUpdate: $mode, criticalHigh: $criticalHigh,
    lowWarning: $lowWarning, low: $low, high: $high) { ${PANEL} } }`;
export const GET = `query($d: Int!, $t: String!) { tagAlarmPanel(deviceID: $d, tag: $t) { ${PANEL} } }`;

export const goodRules = [
  { name: 'Hot', symbol: 1, value: 180, desc: 'call Frank' },
  { name: 'Cold', symbol: -1, value: 20 },
];

/** The steps of a file whose alarm world `world()` gives once its beforeAll has made it. */
export function alarmPanelSteps(world: () => AlarmWorld) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- asserted field by field by the tests
  type Panel = Record<string, any>;
  type Who = keyof AlarmWorld['users'];
  const as = async (who: Who, query: string, vars: Record<string, unknown>) => {
    const w = world();
    return w.t.gql<Panel>(query, vars, await w.t.authHeaders(w.users[who].id));
  };

  async function device() {
    const w = world();
    const d = await createDevice(w.db, w.companies.A.id, { name: `Tank ${Math.random().toString(36).slice(2, 6)}` });
    await w.db.insertInto('group_devices').values({ group_id: w.group.id, device_id: d.id }).execute();
    await w.addTag(d.id, 'temp', { critical_high: 300 });
    return d.id;
  }

  async function snapshot(id: number) {
    const w = world();
    const [rules, actions, tag, log, bounds] = await Promise.all([
      w.db.selectFrom('alarm_rules').selectAll().where('device_id', '=', id).orderBy('id').execute(),
      w.db.selectFrom('alarm_actions').selectAll().where('device_id', '=', id).orderBy('id').execute(),
      w.tagRow(id, 'temp'),
      w.logOf(id, 'temp'),
      w.db.selectFrom('tag_rule_bounds').selectAll().where('device_id', '=', id).execute(),
    ]);
    return { rules, actions, tag, log, bounds };
  }

  return { as, device, snapshot };
}
