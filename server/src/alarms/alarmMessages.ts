import {
  ALARM_FLAG_MESSAGES,
  RULE_SYMBOLS,
  deviceDisplayName,
  formatMeasurement,
  tagLabel,
  type AlarmFlag,
  type RuleSymbol,
} from '@fieldwatch/domain';

/** What an alarm notification says: which device and sensor, what happened, the reading, the rules, where to look. */
export interface AlarmMessageInput {
  publicUrl: string;
  device: { id: number; name: string | null };
  tag: string;
  flag: AlarmFlag;
  /** The reading, already converted and formatted in the display unit ('18.2 ft'); null for a test alarm. */
  reading: string | null;
  /** The named rules that fired, with their values in the display unit. */
  rules: readonly { name: string; desc: string | null; symbol: RuleSymbol; value: number }[];
  displayUnit: string | null;
  /** The recipient's own acknowledgement link and SMS reply code (ackByMessage/); absent: the message offers none. */
  ack?: { url: string; replyCode: string };
}

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** The sensor page of the web app (hash routes, spec 1 §2). */
function tagLink(publicUrl: string, deviceId: number, tag: string): string {
  return `${base(publicUrl)}/#/devices/${deviceId}/tags/${encodeURIComponent(tag)}`;
}

export function deviceLink(publicUrl: string, deviceId: number): string {
  return `${base(publicUrl)}/#/devices/${deviceId}`;
}

/** The unsubscribe page with the user's own token (spec 2 §2.4). */
export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${base(publicUrl)}/#/unsubscribe?token=${encodeURIComponent(token)}`;
}

const sentence = (s: string) => {
  const t = s.charAt(0).toUpperCase() + s.slice(1);
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

const symbolLabel = (symbol: RuleSymbol) => RULE_SYMBOLS.find((s) => s.symbol === symbol)?.label ?? '';

function ruleText(m: AlarmMessageInput, withDesc: boolean): string[] {
  return m.rules.map((r) => {
    const what = `${r.name} (${symbolLabel(r.symbol)} ${formatMeasurement(r.value, m.displayUnit)})`;
    return withDesc && r.desc ? `${what}: ${r.desc}` : what;
  });
}

/** One text message: short, with the link. */
export function alarmSmsText(m: AlarmMessageInput): string {
  const parts = [`FieldWatch: ${deviceDisplayName(m.device)} - ${tagLabel(m.tag)}: ${sentence(ALARM_FLAG_MESSAGES[m.flag])}`];
  if (m.reading !== null) parts.push(`Reading: ${m.reading}.`);
  const rules = ruleText(m, false);
  if (rules.length) parts.push(`Rule: ${rules.join('; ')}.`);
  parts.push(tagLink(m.publicUrl, m.device.id, m.tag));
  if (m.ack) parts.push(`To acknowledge reply ACK ${m.ack.replyCode} or open ${m.ack.url}`);
  return parts.join(' ');
}

/** One e-mail: subject and plain-text body ending with the user's unsubscribe link. */
export function alarmEmail(m: AlarmMessageInput, unsubscribeToken: string): { subject: string; body: string } {
  const name = deviceDisplayName(m.device);
  const label = tagLabel(m.tag);
  const what = ALARM_FLAG_MESSAGES[m.flag].replace(/\.$/, '');
  const lines = [`${name} (ID ${m.device.id})`, `Sensor: ${label}`, `${sentence(ALARM_FLAG_MESSAGES[m.flag])}`];
  if (m.reading !== null) lines.push(`Reading: ${m.reading}`);
  for (const r of ruleText(m, true)) lines.push(`Rule: ${r}`);
  if (m.ack) lines.push('', `Acknowledge this alarm: ${m.ack.url}`);
  lines.push('', `View the sensor: ${tagLink(m.publicUrl, m.device.id, m.tag)}`);
  lines.push('', `To stop receiving these e-mails, unsubscribe: ${unsubscribeLink(m.publicUrl, unsubscribeToken)}`);
  return { subject: `FieldWatch alarm: ${name} - ${label} - ${what}`, body: lines.join('\n') };
}
