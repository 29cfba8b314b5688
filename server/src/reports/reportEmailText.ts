import {
  deviceDisplayName,
  formatDateTime,
  reportKindOf,
  reportMonthLabel,
  tagLabel,
  zoneLabel,
  type DueReport,
  type ReportEmail,
} from '@fieldwatch/domain';
import { deviceLink, unsubscribeLink } from '../alarms/alarmMessages';

export interface ReportEmailInput {
  publicUrl: string;
  device: { id: number; name: string | null };
  tag: string;
  due: DueReport;
  timeZone: string;
  /** The e-mail's computation (domain reportEmail), once the day is complete or the grace period is over. */
  email: Exclude<ReportEmail, { state: 'wait' }>;
  fileName: string;
  unsubscribeToken: string;
}

/**
 * What the daily report e-mail says: the device and sensor, the reported row's numbers by the report's own column
 * names (so the text and the attached sheet read alike), where the month's spreadsheet is, and how to stop.
 */
export function reportEmailText(m: ReportEmailInput): { subject: string; body: string } {
  const name = deviceDisplayName(m.device);
  const sensor = tagLabel(m.tag);
  const row = m.email.row;
  const day = formatDateTime(m.due.rowTime, false, m.timeZone);
  const lines = [`Daily report of ${name} (ID ${m.device.id}), ${sensor}, for ${day} ${zoneLabel(m.timeZone, m.due.rowTime)}:`, ''];
  m.email.table.headers.forEach((h, j) => {
    if (j === 0) return;
    const v = row?.[j] ?? null;
    if (h === 'Comments') {
      if (v) lines.push(`${h}: ${v}`);
      return;
    }
    lines.push(`${h}: ${v === null || v === '' ? 'no data' : String(v)}`);
  });
  const late = lateSentence(m);
  if (late) lines.push('', late);
  const base = m.publicUrl.replace(/\/+$/, '');
  lines.push(
    '',
    `The report of ${reportMonthLabel(m.due.year, m.due.month)} is attached (${m.fileName}).`,
    `View the device: ${deviceLink(m.publicUrl, m.device.id)}`,
    '',
    `To stop this report, remove it under Daily Report E-mails on your Account page: ${base}/#/account`,
    `To stop receiving FieldWatch e-mails, unsubscribe: ${unsubscribeLink(m.publicUrl, m.unsubscribeToken)}`,
  );
  return { subject: `FieldWatch report: ${name} - ${sensor} - ${day.slice(0, 8)}`, body: lines.join('\n') };
}

/**
 * An e-mail sent when the grace period ended before the reading after the report hour arrived says so: its numbers
 * may differ from what the Report tab shows once that reading is stored. A tank's level is then the last reading
 * before the hour (when one lies within the report's 3 hours); the other reports, the readings that had arrived.
 */
function lateSentence(m: ReportEmailInput): string | null {
  if (m.email.state !== 'late') return null;
  const hour = (t: number) => formatDateTime(t, false, m.timeZone).slice(9);
  const tankLevel = reportKindOf(m.tag) === 'tank' && m.email.row?.[1] != null;
  const used = tankLevel ? 'this report uses the last reading before it' : 'this report uses the readings that had arrived by then';
  return `The reading after ${hour(m.email.boundary)} had not arrived by ${hour(m.email.deadline)}; ${used}.`;
}
