import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueReport, REPORT_EMAIL_GRACE_SECONDS, type DueReport } from '@fieldwatch/domain';
import { ReportEmailScheduler } from '../../src/reports/reportEmailScheduler';
import { emailValues, reportAsTheTab, rowAsEmailValues, sheetRowOf } from './reportAsTheTab';
import { PUBLIC_URL, reportEmailWorld, SUBSCRIBE, type ReportEmailWorld } from './reportEmailWorld';

const MIN = 60_000;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/*
 * A tank's level at the report hour is the reading nearest the hour (spec 2 §4.9). Until the reading after the hour
 * is stored, the nearest there is is the one before: an e-mail written then would tell another level than the Report
 * tab shows once it is stored. So the e-mail waits for it, or for the grace period, and then says what it lacked.
 */

let w: ReportEmailWorld;
let utc: DueReport;
let chicago: DueReport;
beforeAll(async () => {
  w = await reportEmailWorld();
  utc = dueReport(w.nextHour / 1000, w.reportHour, 'UTC', 'tank');
  chicago = dueReport((w.nextHour + 8 * HOUR) / 1000, w.reportHour, 'America/Chicago', 'tank');
  // each tank: the day before, and 20 minutes before its report hour 6.89 ft (6 ft 10.7 in)
  for (const [tank, due] of [
    [w.tank, utc],
    [w.cTank, chicago],
  ] as const) {
    await w.level(tank.id, due.at * 1000 - DAY - 10 * MIN, 6.5);
    await w.level(tank.id, due.at * 1000 - 20 * MIN, 6.89);
  }
  expect((await w.as('full', SUBSCRIBE, { d: w.tank.id })).errors).toBeUndefined();
  expect((await w.as('cManager', SUBSCRIBE, { d: w.cTank.id })).errors).toBeUndefined();
});
afterAll(() => w.t.close());

/** The report e-mails written to a user: body and attachment. */
async function emailsTo(userId: number) {
  const rows = await w.db
    .selectFrom('notification_outbox as o')
    .innerJoin('notification_attachments as a', 'a.outbox_id', 'o.id')
    .select(['o.body', 'a.content'])
    .where('o.kind', '=', 'report')
    .where('o.user_id', '=', userId)
    .execute();
  return rows.map((r) => ({ body: r.body, xlsx: new Uint8Array(r.content) }));
}

/** The e-mail's numbers and its attachment's row are the Report tab's, as the user reads the tab now. */
async function expectTheTabs(email: { body: string; xlsx: Uint8Array }, who: 'full' | 'cManager', due: DueReport) {
  const device =
    who === 'full' ? { id: w.tank.id, tag: 'spsr', timeZone: 'UTC' } : { id: w.cTank.id, tag: 'spsr', timeZone: 'America/Chicago' };
  const tab = await reportAsTheTab(w.t, await w.t.authHeaders(w.users[who].id), device, due);
  expect(emailValues(email.body, tab.table.headers)).toEqual(rowAsEmailValues(tab.table.headers, tab.row));
  expect(sheetRowOf(email.xlsx, tab.table, due.rowTime).slice(1, -1)).toEqual(tab.row.slice(1, -1));
}

const hhmm = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

// one clock that only moves forward: the steps run in order
describe('the daily report e-mail waits for the day to be complete', () => {
  it('at the report hour, before the reading after it arrived: nothing is written yet', async () => {
    w.moveTo(w.nextHour + 2 * MIN);
    expect(await w.t.app.services.reportEmails.scan()).toBe(0);
    expect(await w.db.selectFrom('report_deliveries').select('user_id').execute()).toEqual([]);
    expect(await emailsTo(w.users.full.id)).toEqual([]);
  });

  it('once it arrives: the Report tab’s numbers, written once though two processes scan at once', async () => {
    // 6.87 ft five minutes after the hour is nearer the hour than 6.89 ft twenty minutes before it
    await w.level(w.tank.id, w.nextHour + 5 * MIN, 6.87);
    w.moveTo(w.nextHour + 6 * MIN);
    const other = new ReportEmailScheduler({ db: w.db, clock: w.clock, publicUrl: PUBLIC_URL, defaultTimeZone: 'UTC' });
    const [a, b] = await Promise.all([w.t.app.services.reportEmails.scan(), other.scan()]);
    expect(a + b).toBe(1);
    const [email, ...more] = await emailsTo(w.users.full.id);
    expect(more).toEqual([]);
    // 6 ft 10.4 in: 12 x 1.67 x (6 + 10.4 / 12) = 137.61 bbls
    expect(email!.body).toContain('Feet: 6\nInches: 10.4\nTotal (bbls): 137.61\n');
    expect(email!.body).not.toContain('had not arrived');
    await expectTheTabs(email!, 'full', utc);
  });

  it('without it, nothing until the grace period is over', async () => {
    w.moveTo((chicago.at + REPORT_EMAIL_GRACE_SECONDS) * 1000 - MIN);
    expect(await w.t.app.services.reportEmails.scan()).toBe(0);
    expect(await emailsTo(w.users.cManager.id)).toEqual([]);
  });

  it('then it is sent with the reading before the hour, and says so; the reading arriving later sends nothing more', async () => {
    w.moveTo((chicago.at + REPORT_EMAIL_GRACE_SECONDS) * 1000 + MIN);
    expect(await w.t.app.services.reportEmails.scan()).toBe(1);
    const [email] = await emailsTo(w.users.cManager.id);
    expect(email!.body).toContain('Feet: 6\nInches: 10.7\n');
    expect(email!.body).toContain(
      `The reading after ${hhmm(w.reportHour)} had not arrived by ${hhmm(w.reportHour + 2)}; this report uses the last reading before it.`,
    );
    // the same numbers as the tab shows from the same stored readings
    await expectTheTabs(email!, 'cManager', chicago);

    await w.level(w.cTank.id, chicago.at * 1000 + 5 * MIN, 6.87);
    w.moveTo((chicago.at + REPORT_EMAIL_GRACE_SECONDS) * 1000 + 2 * MIN);
    expect(await w.t.app.services.reportEmails.scan()).toBe(0);
    expect(await emailsTo(w.users.cManager.id)).toHaveLength(1);
  });
});
