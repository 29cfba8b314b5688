import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTimeZone, dueReport, REPORT_EMAIL_GRACE_SECONDS, REPORT_TAGS, reportKindOf } from '@fieldwatch/domain';
import { seedDemo } from '../../src/demo/seedDemo';
import { createUser } from '../factories/userFactory';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { emailValues, reportAsTheTab, rowAsEmailValues, sheetRowOf } from './reportAsTheTab';

/*
 * Every report sensor of the demo fleet (its tanks above all): the daily report e-mail, the report the Report tab
 * computes from the GraphQL answers and the e-mail's spreadsheet give the same numbers for the same day.
 */

const MIN = 60_000;
const DAY = 86_400_000;

interface Sensor {
  device_id: number;
  tag: string;
  report_hour: number;
  time_offset: number | null;
  company_zone: string | null;
}

let t: TestApp;
let sensors: Sensor[];
let viewer: { id: number };
let seededAt: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  seededAt = t.app.services.clock.now().getTime();
  await seedDemo(db, t.database.pool, new Date(seededAt));
  // one reader of every device, who takes every device's report since before the latest report hour
  const company = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow();
  viewer = await createUser(db, company.id, 'superUser');
  const { rows } = await sql<Sensor>`
    SELECT t.device_id, t.tag, t.report_hour, d.time_offset, c.time_zone AS company_zone
      FROM tags t JOIN devices d ON d.id = t.device_id LEFT JOIN companies c ON c.id = d.company_id
     WHERE t.tag = ANY(${REPORT_TAGS}::text[]) ORDER BY t.device_id, t.tag`.execute(db);
  sensors = rows;
  const devices = [...new Set(rows.map((r) => r.device_id))];
  await db
    .insertInto('report_subscriptions')
    .values(devices.map((device_id) => ({ user_id: viewer.id, device_id, created_at: new Date(seededAt - 2 * DAY) })))
    .execute();
}, 300_000);
afterAll(() => t?.close());

const zoneOf = (s: Sensor) => deviceTimeZone(s.time_offset, s.company_zone, t.app.services.config.defaultTimeZone);

describe('the demo fleet’s report e-mails', () => {
  it('are written for every report sensor once its day is complete, or its grace period over', async () => {
    expect(sensors.filter((s) => reportKindOf(s.tag) === 'tank').length).toBeGreaterThanOrEqual(10);
    // the readings end at the seed's time: a sensor without the reading after its hour waits for the grace period; a
    // report hour after it comes at least 22 hours after the one it waits for, so none is overtaken
    await t.app.services.reportEmails.scan();
    t.app.services.clock.advance(REPORT_EMAIL_GRACE_SECONDS * 1000 + MIN);
    await t.app.services.reportEmails.scan();
    const written = await t.database.db.selectFrom('report_deliveries').select(['device_id', 'tag']).execute();
    expect(written.map((d) => `${d.device_id} ${d.tag}`).sort()).toEqual(sensors.map((s) => `${s.device_id} ${s.tag}`).sort());
  });

  it('give the numbers of the GraphQL report and of their own spreadsheet, for every sensor', async () => {
    const headers = await t.authHeaders(viewer.id);
    let tanksWithLevels = 0;
    for (const s of sensors) {
      const timeZone = zoneOf(s);
      const due = dueReport(seededAt / 1000, s.report_hour, timeZone, reportKindOf(s.tag)!);
      const email = await t.database.db
        .selectFrom('report_deliveries as rd')
        .innerJoin('notification_outbox as o', 'o.id', 'rd.outbox_id')
        .innerJoin('notification_attachments as a', 'a.outbox_id', 'o.id')
        .select([sql<string>`rd.report_day::text`.as('report_day'), 'o.body', 'a.content'])
        .where('rd.device_id', '=', s.device_id)
        .where('rd.tag', '=', s.tag)
        .executeTakeFirstOrThrow();
      const label = `device ${s.device_id} ${s.tag} ${due.day}`;
      expect(email.report_day, label).toBe(due.day);
      const tab = await reportAsTheTab(t, headers, { id: s.device_id, tag: s.tag, timeZone }, due);
      // the numbers (a comment may span lines of the e-mail; both read the same comments)
      const numbers = (v: Record<string, string>) => Object.fromEntries(Object.entries(v).filter(([h]) => h !== 'Comments'));
      expect(numbers(emailValues(email.body, tab.table.headers)), label).toEqual(numbers(rowAsEmailValues(tab.table.headers, tab.row)));
      expect(sheetRowOf(new Uint8Array(email.content), tab.table, due.rowTime).slice(1, -1), label).toEqual(tab.row.slice(1, -1));
      if (reportKindOf(s.tag) === 'tank' && tab.row[1] !== null) tanksWithLevels++;
    }
    // not a comparison of empty rows: the reporting tanks have a level at their report hour
    expect(tanksWithLevels).toBeGreaterThanOrEqual(10);
  });
});
