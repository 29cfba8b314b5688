import { createDevice } from '../factories/deviceFactory';
import { createGroup } from '../factories/groupFactory';
import { createUser } from '../factories/userFactory';
import type { AlarmWorld } from './alarmFixture';

let n = 0;

/**
 * A device of company A whose psr tag goes critical above 200 psi, seen by a fresh full user of its own group (so a
 * test may take that user's access away) who is texted and e-mailed at once; the manager is e-mailed after 300 s.
 */
export async function ackScenario(w: AlarmWorld) {
  n++;
  const user = await createUser(w.db, w.companies.A.id, 'full', { first_name: 'Ada', last_name: `Acker${n}`, country_code: '+1' });
  const device = await createDevice(w.db, w.companies.A.id, { name: `Ack Well ${n}` });
  const group = await createGroup(w.db, w.companies.A.id, { name: `Ackers ${n}`, userIds: [user.id], deviceIds: [device.id] });
  await w.addTag(device.id, 'psr', { critical_high: 200 });
  await w.addAction(device.id, 'psr', { userId: user.id }, 'sms', 0);
  await w.addAction(device.id, 'psr', { userId: user.id }, 'email', 0);
  await w.addAction(device.id, 'psr', { userId: w.users.manager.id }, 'email', 300);
  return { user, device, group, phone: `+1${user.phone_number}` };
}

/** Raises the scenario's alarm and sends what is due now. */
export async function raise(w: AlarmWorld, deviceId: number, value = 250) {
  await w.feed({ deviceId, tag: 'psr', value });
  await w.t.app.services.outbox.flush();
}

const LINK = /https:\/\/fieldwatch\.test\/a\/([A-Za-z0-9_-]{16})/;

/** The code of the newest link the log transport printed to this recipient about this device. */
export function printedCode(w: AlarmWorld, recipient: string, deviceName: string, channel: 'sms' | 'email'): string {
  const lines = w.t.printed.filter((l) => l.startsWith(`[${channel} to ${recipient}]`) && l.includes(deviceName));
  const code = lines.at(-1)?.match(LINK)?.[1];
  if (!code) throw new Error(`no ${channel} link to ${recipient} about ${deviceName} in:\n${w.t.printed.join('\n')}`);
  return code;
}

/** The reply code (`ACK <code>`) of the newest text to this number about this device. */
export function printedReplyCode(w: AlarmWorld, phone: string, deviceName: string): string {
  const line = w.t.printed.filter((l) => l.startsWith(`[sms to ${phone}]`) && l.includes(deviceName)).at(-1);
  const code = line?.match(/reply ACK ([0-9A-Z]+) /)?.[1];
  if (!code) throw new Error(`no reply code to ${phone} about ${deviceName}`);
  return code;
}

export const tagState = (w: AlarmWorld, deviceId: number) => w.tagRow(deviceId, 'psr');

/** The manager's delayed e-mail of the device (pending until its 300 s pass, cancelled by an acknowledgement). */
export async function delayedEmailStatus(w: AlarmWorld, deviceId: number): Promise<string[]> {
  const rows = await w.outboxOf(deviceId, 'psr');
  return rows.filter((r) => r.user_id === w.users.manager.id).map((r) => r.status);
}

export const ackAudits = (w: AlarmWorld, deviceId: number) =>
  w.db
    .selectFrom('audit_log')
    .select(['actor_user_id', 'as_user_id', 'action', 'detail'])
    .where('action', '=', 'alarm.ack')
    .where('target_id', '=', `${deviceId}:psr`)
    .execute();
