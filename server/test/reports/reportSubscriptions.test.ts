import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHOICES, reportEmailWorld, SUBSCRIBE, SUBSCRIPTIONS, UNSUBSCRIBE, type ReportEmailWorld } from './reportEmailWorld';

let w: ReportEmailWorld;
beforeAll(async () => {
  w = await reportEmailWorld();
});
afterAll(() => w.t.close());

const rows = () => w.db.selectFrom('report_subscriptions').selectAll().execute();
const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

describe('report e-mail subscriptions (Account page)', () => {
  it('offers the readable devices that have a report, and subscribes to one', async () => {
    const choices = await w.as('full', CHOICES, {});
    expect(choices.errors).toBeUndefined();
    expect(choices.data!.reportEmailChoices).toEqual([{ deviceID: w.tank.id, name: 'Tank Battery 7', sensors: ['Fluid Level'] }]);
    const r = await w.as('full', SUBSCRIBE, { d: w.tank.id });
    expect(r.errors).toBeUndefined();
    expect(r.data!.subscribeReport).toEqual([{ deviceID: w.tank.id, name: 'Tank Battery 7', sensors: ['Fluid Level'] }]);
    expect((await w.as('full', SUBSCRIPTIONS)).data!.reportSubscriptions).toHaveLength(1);
    // subscribed devices leave the choices
    expect((await w.as('full', CHOICES, { s: 'Tank' })).data!.reportEmailChoices).toEqual([]);
    const audit = await w.db.selectFrom('audit_log').select(['action', 'target_id']).where('action', '=', 'report.subscribe').execute();
    expect(audit).toEqual([{ action: 'report.subscribe', target_id: String(w.tank.id) }]);
  });

  it("refuses another company's device as one that does not exist, and stores nothing", async () => {
    const before = await rows();
    const r = await w.as('full', SUBSCRIBE, { d: w.cTank.id });
    expect(codeOf(r)).toBe('DEVICE_NOT_FOUND');
    const manager = await w.as('manager', SUBSCRIBE, { d: w.cTank.id });
    expect(codeOf(manager)).toBe('DEVICE_NOT_FOUND');
    expect(await rows()).toEqual(before);
    expect((await w.as('manager', CHOICES, {})).data!.reportEmailChoices.map((d: { deviceID: number }) => d.deviceID)).toEqual([w.tank.id]);
  });

  it('refuses a device without a report, a demo account and an anonymous caller; nothing changes', async () => {
    const before = await rows();
    expect(codeOf(await w.as('full', SUBSCRIBE, { d: w.plain.id }))).toBe('REPORT_NOT_AVAILABLE');
    expect(codeOf(await w.as('demo', SUBSCRIBE, { d: w.tank.id }))).toBe('FORBIDDEN');
    expect(codeOf(await w.t.gql(SUBSCRIBE, { d: w.tank.id }))).toBe('UNAUTHENTICATED');
    expect(await rows()).toEqual(before);
  });

  it('a device the user can no longer read leaves the list; unsubscribing removes only their own row', async () => {
    await w.as('manager', SUBSCRIBE, { d: w.tank.id });
    await w.db.deleteFrom('group_users').where('user_id', '=', w.users.full.id).execute();
    expect((await w.as('full', SUBSCRIPTIONS)).data!.reportSubscriptions).toEqual([]);
    await w.db.insertInto('group_users').values({ group_id: w.group.id, user_id: w.users.full.id }).execute();
    const r = await w.as('full', UNSUBSCRIBE, { d: w.tank.id });
    expect(r.data!.unsubscribeReport).toEqual([]);
    expect((await rows()).map((s) => s.user_id)).toEqual([w.users.manager.id]);
  });
});
