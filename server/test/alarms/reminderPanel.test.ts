import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarmWorld, type AlarmWorld } from './alarmFixture';
import { alarmPanelSteps } from './alarmPanel';

/* The Notifications table's Reminders column through the API: saved with the actions by updateAlarms, read back by the panel. */

let w: AlarmWorld;
beforeAll(async () => {
  w = await alarmWorld();
});
afterAll(() => w.close());

const { as, device, snapshot } = alarmPanelSteps(() => w);

const ACTIONS = 'actions { delay action user { id } group { id } repeatEvery repeatTimes repeatFor }';
const SAVE = `mutation($d: Int!, $t: String!, $actions: [AlarmActionInput!]) {
  updateAlarms(deviceID: $d, tag: $t, actions: $actions) { ${ACTIONS} } }`;
const READ = `query($d: Int!, $t: String!) { tagAlarmPanel(deviceID: $d, tag: $t) { ${ACTIONS} } }`;

describe('reminders in the alarm panel', () => {
  it('are saved with the actions and read back; an action without them sends once', async () => {
    const id = await device();
    const r = await as('full', SAVE, {
      d: id,
      t: 'temp',
      actions: [
        { userID: w.users.limited.id, action: 'sms', delay: 0, repeatEvery: 900, repeatTimes: 4 },
        { groupID: w.group.id, action: 'email', delay: 300, repeatEvery: 3600, repeatFor: 86_400 },
        { userID: w.users.full.id, action: 'email', delay: 0 },
      ],
    });
    expect(r.errors).toBeUndefined();
    const expected = [
      { delay: 0, action: 'sms', user: { id: w.users.limited.id }, group: null, repeatEvery: 900, repeatTimes: 4, repeatFor: null },
      { delay: 300, action: 'email', user: null, group: { id: w.group.id }, repeatEvery: 3600, repeatTimes: null, repeatFor: 86_400 },
      { delay: 0, action: 'email', user: { id: w.users.full.id }, group: null, repeatEvery: null, repeatTimes: null, repeatFor: null },
    ];
    expect(r.data!.updateAlarms.actions).toEqual(expected);
    const read = await as('limited', READ, { d: id, t: 'temp' });
    expect(read.data!.tagAlarmPanel.actions).toEqual(expected);
  });

  it('bad intervals and caps are refused and change nothing', async () => {
    const id = await device();
    const keep = { userID: w.users.limited.id, action: 'sms', delay: 0, repeatEvery: 300, repeatTimes: 2 };
    expect((await as('manager', SAVE, { d: id, t: 'temp', actions: [keep] })).errors).toBeUndefined();
    const before = await snapshot(id);
    // the reasons of each are checked in domain/test/alarms/alarmReminders.test.ts
    const bad = [
      { repeatEvery: 60, repeatTimes: 2 },
      { repeatEvery: 900 },
      { repeatTimes: 4 },
      { repeatFor: 86_400 },
      { repeatEvery: 900, repeatTimes: 0 },
      { repeatEvery: 900, repeatTimes: 25 },
      { repeatEvery: 900, repeatFor: 100 },
      { repeatEvery: -300, repeatTimes: 2 },
    ];
    for (const repeat of bad) {
      const r = await as('manager', SAVE, {
        d: id,
        t: 'temp',
        actions: [{ userID: w.users.full.id, action: 'email', delay: 0, ...repeat }],
      });
      expect(r.errors?.[0]?.extensions?.code, JSON.stringify(repeat)).toBe('ALARM_INPUT_INVALID');
    }
    const after = await snapshot(id);
    expect(after.actions).toEqual(before.actions);
    expect(after.log).toEqual(before.log);
  });

  it('a limited user may not set them; another company does not find the tag', async () => {
    const id = await device();
    const actions = [{ userID: w.users.limited.id, action: 'sms', delay: 0, repeatEvery: 300, repeatTimes: 2 }];
    expect((await as('limited', SAVE, { d: id, t: 'temp', actions })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await as('bManager', SAVE, { d: id, t: 'temp', actions })).errors?.[0]).toBeDefined();
    expect((await snapshot(id)).actions).toEqual([]);
  });
});
