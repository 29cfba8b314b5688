import { describe, expect, it } from 'vitest';
import { dueReport, REPORT_EMAIL_GRACE_SECONDS, reportEmail, reportEmailReadiness } from '../../src';

const at = (iso: string) => Date.parse(iso) / 1000;
const due = dueReport(at('2026-03-10T06:30:00Z'), 6, 'UTC', 'tank');

describe('reportEmailReadiness: the e-mail waits for the reading after the report hour', () => {
  it('ready once the reading after the hour is stored, whenever that is', () => {
    expect(reportEmailReadiness(due, due.at, true)).toEqual({ state: 'ready' });
    expect(reportEmailReadiness(due, due.at + 5 * 3600, true)).toEqual({ state: 'ready' });
  });

  it('without it: waits two hours, then is late, naming the hour and the end of the wait', () => {
    expect(REPORT_EMAIL_GRACE_SECONDS).toBe(7200);
    expect(reportEmailReadiness(due, due.at + 7199, false)).toEqual({ state: 'wait', until: due.at + 7200 });
    expect(reportEmailReadiness(due, due.at + 7200, false)).toEqual({ state: 'late', boundary: due.at, deadline: due.at + 7200 });
  });
});

describe('reportEmail: the due row of the month’s report', () => {
  const data = (time: number[], value: number[]) => ({
    displayUnits: 'ft',
    readings: { time, value },
    cumulativePulses: { time: [], value: [] },
    comments: [],
    reportHour: 6,
    barrelsPerInch: 1.67,
  });
  const email = (time: number[], value: number[], nowSeconds: number) =>
    reportEmail({ tag: 'spsr', timeZone: 'UTC', data: data(time, value), calibration: null, straps: [], due, nowSeconds });

  it('a reading at the hour itself counts as the reading after it', () => {
    const e = email([due.at - 86_400, due.at], [6.5, 6.87], due.at);
    expect(e).toMatchObject({ state: 'ready', row: ['03/10/26', 6, 10.4, 137.61, 7.35, ''] });
  });

  it('late: the reading before the hour; with none near it, no data', () => {
    expect(email([due.at - 86_400, due.at - 1200], [6.5, 6.89], due.at + 7200)).toMatchObject({
      state: 'late',
      row: ['03/10/26', 6, 10.7, 138.11, 7.85, ''],
    });
    expect(email([], [], due.at + 7200)).toMatchObject({ state: 'late', row: ['03/10/26', null, null, null, null, ''] });
  });

  it('a sensor without a report has no e-mail', () => {
    expect(
      reportEmail({ tag: 'psr', timeZone: 'UTC', data: data([], []), calibration: null, straps: [], due, nowSeconds: due.at }),
    ).toBeNull();
  });
});
