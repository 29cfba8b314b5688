import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReport, DAY_SECONDS, reportRowTimes, TANK_TOLERANCE_SECONDS, zoneOffset } from '@fieldwatch/domain';
import { visibleTag } from '../../src/auth/policy/tagAlarmAccess';
import { viewerFromRow } from '../../src/auth/viewer';
import { loadReportData } from '../../src/reports/reportData';
import { readXlsx } from '../helpers/xlsxReader';
import { reportEmailWorld, SUBSCRIBE, type ReportEmailWorld } from './reportEmailWorld';

/** A real local SMTP peer: the report e-mail goes through the product's SMTP transport (nodemailer) to it. */
const mails: ParsedMail[] = [];
let smtp: SMTPServer;
let w: ReportEmailWorld;
const MIN = 60_000;
const DAY = 86_400_000;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((m) => mails.push(m))
        .then(() => done(), done);
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const port = (smtp.server.address() as AddressInfo).port;
  w = await reportEmailWorld({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, SMTP_FROM: 'FieldWatch <reports@fieldwatch.test>' });
  // a week of daily levels up to the report hour, rising by 3 inches a day
  for (let i = 7; i >= 0; i--) await w.level(w.tank.id, w.nextHour - i * DAY - 5 * MIN, 12 - i * 0.25 - 0.25);
  // the reading after the report hour, which the e-mail waits for: the same level, farther from the hour
  await w.level(w.tank.id, w.nextHour + 10 * MIN, 11.75);
  await w.db
    .insertInto('comments')
    .values({ device_id: w.tank.id, time: new Date(w.nextHour - 2 * DAY + MIN), comment: 'gauged by hand' })
    .execute();
  expect((await w.as('full', SUBSCRIBE, { d: w.tank.id })).errors).toBeUndefined();
});
afterAll(async () => {
  await w.t.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

describe('the daily report through SMTP', () => {
  it('arrives once with the .xlsx attached, whose numbers are the report data’s', async () => {
    w.moveTo(w.nextHour + 11 * MIN);
    expect(await w.t.app.services.reportEmails.scan()).toBe(1);
    await w.t.app.services.outbox.flush();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toMatch(/^FieldWatch report: Tank Battery 7 - Fluid Level - \d\d\/\d\d\/\d\d$/);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(w.users.full.email);
    // the day's level 11.75 ft (11 ft 9 in) against 11.5 ft the day before: 3 inches of 1.67 bbl each
    expect(mail.text).toContain('Feet: 11\nInches: 9\nTotal (bbls): 235.47\nProduction (bbls): 5.01');
    expect(mail.attachments).toHaveLength(1);
    const file = mail.attachments[0]!;
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.filename).toMatch(new RegExp(`^${w.tank.id} Fluid Level \\w+ \\d{4}\\.xlsx$`));
    const sheet = readXlsx(new Uint8Array(file.content));

    // the report as the Report tab computes it from tagReport's data, for the month that holds the reported day
    const user = await w.db.selectFrom('users').selectAll().where('id', '=', w.users.full.id).executeTakeFirstOrThrow();
    const viewer = viewerFromRow(user, user.id, 'session');
    const day = new Date(w.nextHour - (new Date(w.nextHour).getUTCDate() === 1 ? DAY : 0));
    const [year, month] = [day.getUTCFullYear(), day.getUTCMonth() + 1];
    const base = reportRowTimes(year, month, 0, zoneOffset('UTC'));
    const v = await visibleTag(w.db, viewer, w.tank.id, 'spsr');
    const data = await loadReportData(w.db, v, base[0]! - DAY_SECONDS - TANK_TOLERANCE_SECONDS, base.at(-1)! + 2 * DAY_SECONDS);
    const table = buildReport({
      variant: 'level',
      data,
      calibration: null,
      barrelsPerInch: data.barrelsPerInch,
      kFactor: 2500,
      straps: [],
      times: reportRowTimes(year, month, data.reportHour, zoneOffset('UTC')),
      timeZone: 'UTC',
    });
    // the tab's headers, the date's naming the zone its days are in
    expect(sheet.rows[0]).toEqual(['Date (UTC)', ...table.headers.slice(1)]);
    expect(sheet.rows).toHaveLength(table.rows.length + 1);
    table.rows.forEach((row, i) => {
      // the first column is the day as a date (Excel's serial); the rest are the report's values
      const d = new Date(table.times[i]! * 1000);
      expect(sheet.rows[i + 1]![0]).toBe(
        Math.round((Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - Date.UTC(1899, 11, 30)) / DAY),
      );
      expect(sheet.rows[i + 1]!.slice(1)).toEqual(row.slice(1).map((c) => (c === '' ? null : c)));
    });
    // and the reported day's row is the one the text gives
    const i = table.times.indexOf(w.nextHour / 1000);
    expect(sheet.rows[i + 1]!.slice(1, 5)).toEqual([11, 9, 235.47, 5.01]);
    expect(sheet.rows.some((r) => r.at(-1) === '***gauged by hand')).toBe(true);
  });

  it('a scan after the send sends nothing more', async () => {
    expect(await w.t.app.services.reportEmails.scan()).toBe(0);
    await w.t.app.services.outbox.flush();
    expect(mails).toHaveLength(1);
  });
});
