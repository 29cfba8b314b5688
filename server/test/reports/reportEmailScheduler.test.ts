import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ReportEmailScheduler } from '../../src/reports/reportEmailScheduler';
import { PUBLIC_URL, reportEmailWorld, SUBSCRIBE, UNSUBSCRIBE, type ReportEmailWorld } from './reportEmailWorld';

const MIN = 60_000;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

let w: ReportEmailWorld;
beforeAll(async () => {
  w = await reportEmailWorld();
  // yesterday's level and one just before the report hour: the day's production is known beforehand; the e-mail
  // waits for a reading after the hour (reportEmailWaits.test.ts), one each day, of the same level
  await w.level(w.tank.id, w.nextHour - DAY, 10);
  await w.level(w.tank.id, w.nextHour - 10 * MIN, 9.5);
  for (let day = 0; day < 4; day++) await w.level(w.tank.id, w.nextHour + day * DAY + MIN / 2, 9.5);
  for (const who of ['full', 'manager', 'cManager'] as const) {
    const r = await w.as(who, SUBSCRIBE, { d: who === 'cManager' ? w.cTank.id : w.tank.id });
    expect(r.errors).toBeUndefined();
  }
});
afterAll(() => w.t.close());
beforeEach(() => w.db.updateTable('users').set({ subscription: true, deleted_at: null }).execute());

const reportLines = (printed: string[]) => printed.filter((l) => l.includes('FieldWatch report:'));
const deliveries = () => w.db.selectFrom('report_deliveries').select(['user_id', 'device_id', 'report_day']).execute();

// the steps share one clock that only moves forward: they run in order
describe('daily report e-mails, at the report hour of the device zone', () => {
  it('before the hour: nothing', async () => {
    w.moveTo(w.nextHour - MIN);
    expect((await w.scanAndSend()).queued).toBe(0);
    expect(await deliveries()).toEqual([]);
  });

  it('at the hour: one e-mail per subscriber of the UTC tank, with the spreadsheet and the day’s numbers; Chicago waits', async () => {
    w.moveTo(w.nextHour + MIN);
    const { queued, printed } = await w.scanAndSend();
    expect(queued).toBe(2);
    const lines = reportLines(printed);
    expect(lines).toHaveLength(2);
    const full = lines.find((l) => l.includes(w.users.full.email!))!;
    expect(full).toContain('FieldWatch report: Tank Battery 7 - Fluid Level');
    // 9.5 ft is 9 ft 6.0 in: 12 x 1.67 x 9.5 = 190.38 bbls, and 200.4 the day before
    expect(full).toContain('Feet: 9 Inches: 6 Total (bbls): 190.38 Production (bbls): -10.02');
    expect(full).toMatch(new RegExp(`\\[attachment ${w.tank.id} Fluid Level \\w+ \\d{4}\\.xlsx, \\d+ bytes\\]`));
    expect(full).toContain(`unsubscribe: ${PUBLIC_URL}/#/unsubscribe?token=`);
    expect(printed.some((l) => l.includes(w.users.cManager.email!))).toBe(false);
  });

  it('a second scan sends nothing more', async () => {
    expect((await w.scanAndSend()).queued).toBe(0);
    const rows = await w.db.selectFrom('notification_outbox').select('id').where('kind', '=', 'report').execute();
    expect(rows).toHaveLength(2);
  });

  it('the Chicago tank, without readings, two hours after the same hour of its own zone: once, though two processes scan at once', async () => {
    // 06:00 in Chicago is 11:00 or 12:00 UTC: its grace period is over at 13:00 or 14:00
    w.moveTo(w.nextHour + 8 * HOUR + MIN);
    const other = new ReportEmailScheduler({ db: w.db, clock: w.clock, publicUrl: PUBLIC_URL, defaultTimeZone: 'UTC' });
    const before = w.t.printed.length;
    const [a, b] = await Promise.all([w.t.app.services.reportEmails.scan(), other.scan()]);
    expect(a + b).toBe(1);
    await w.t.app.services.outbox.flush();
    const lines = reportLines(w.t.printed.slice(before));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(w.users.cManager.email!);
    expect(lines[0]).toMatch(/ C[SD]T:/);
    expect(lines[0]).toContain('had not arrived by');
    expect(lines[0]).toContain('this report uses the readings that had arrived by then.');
  });

  it('the next day again; a user who lost the device, an unsubscribed and a deleted user get nothing', async () => {
    await w.db.deleteFrom('group_users').where('user_id', '=', w.users.full.id).execute();
    w.moveTo(w.nextHour + DAY + MIN);
    const first = await w.scanAndSend();
    expect(reportLines(first.printed).map((l) => l.includes(w.users.manager.email!))).toEqual([true]);

    await w.db.updateTable('users').set({ subscription: false }).where('id', '=', w.users.manager.id).execute();
    await w.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', w.users.cManager.id).execute();
    w.moveTo(w.nextHour + 2 * DAY + 7 * HOUR);
    expect((await w.scanAndSend()).queued).toBe(0);
    const perUser = (await deliveries()).reduce<Record<number, number>>((m, d) => ({ ...m, [d.user_id]: (m[d.user_id] ?? 0) + 1 }), {});
    expect(perUser).toEqual({ [w.users.full.id]: 1, [w.users.manager.id]: 2, [w.users.cManager.id]: 1 });
  });

  it('an e-mail written but not yet sent is cancelled when its user removes the report meanwhile', async () => {
    w.moveTo(w.nextHour + 3 * DAY + MIN);
    const before = w.t.printed.length;
    // the manager's, and the Chicago manager's of the latest Chicago day (back since the last step undid the deletion)
    // a scheduler that does not kick the outbox, so the e-mails wait for the flush below; it reads the three
    // subscriptions a page of one at a time, so the pages must follow each other
    const quiet = new ReportEmailScheduler({ db: w.db, clock: w.clock, publicUrl: PUBLIC_URL, defaultTimeZone: 'UTC', pageSize: 1 });
    expect(await quiet.scan()).toBe(2);
    expect((await w.as('manager', UNSUBSCRIBE, { d: w.tank.id })).errors).toBeUndefined();
    await w.t.app.services.outbox.flush();
    const lines = reportLines(w.t.printed.slice(before));
    expect(lines.map((l) => l.includes(w.users.cManager.email!))).toEqual([true]);
    const cancelled = await w.db
      .selectFrom('notification_outbox')
      .select('user_id')
      .where('kind', '=', 'report')
      .where('status', '=', 'cancelled')
      .execute();
    expect(cancelled).toEqual([{ user_id: w.users.manager.id }]);
  });
});
