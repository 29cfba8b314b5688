import {
  deviceDisplayName,
  formatDateTime,
  reportMonthLabel,
  tagLabel,
  zoneLabel,
  type DueReport,
  type ReportTable,
} from '@fieldwatch/domain';
import { deviceLink, unsubscribeLink } from '../alarms/alarmMessages';

export interface ReportEmailInput {
  publicUrl: string;
  device: { id: number; name: string | null };
  tag: string;
  due: DueReport;
  timeZone: string;
  table: ReportTable;
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
  const i = m.table.times.indexOf(m.due.rowTime);
  const row = i >= 0 ? m.table.rows[i]! : null;
  const day = formatDateTime(m.due.rowTime, false, m.timeZone);
  const lines = [`Daily report of ${name} (ID ${m.device.id}), ${sensor}, for ${day} ${zoneLabel(m.timeZone, m.due.rowTime)}:`, ''];
  m.table.headers.forEach((h, j) => {
    if (j === 0) return;
    const v = row?.[j] ?? null;
    if (h === 'Comments') {
      if (v) lines.push(`${h}: ${v}`);
      return;
    }
    lines.push(`${h}: ${v === null || v === '' ? 'no data' : String(v)}`);
  });
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
