import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonSignature } from '../../src/alarms/ackByMessage/smsInboundRoute';
import { twilioSignature } from '../../src/alarms/ackByMessage/twilioSignature';
import { SMS_REPLY_MAX } from '../../src/alarms/ackByMessage/smsOpenList';
import { createDevice } from '../factories/deviceFactory';
import { createGroup } from '../factories/groupFactory';
import { createTestApp } from '../helpers/testApp';
import { alarmWorld, PUBLIC_URL, type AlarmWorld } from './alarmFixture';
import { ackAudits, ackScenario, delayedEmailStatus, printedReplyCode, raise, tagState } from './ackByMessageFixture';

const SECRET = 'inbound-secret-for-tests-0123';
let w: AlarmWorld;
let seq = 0;

beforeAll(async () => {
  w = await alarmWorld({ SMS_INBOUND_SECRET: SECRET });
});
afterAll(() => w.close());

/** Our JSON format, signed with the shared secret (or as given). */
function postJson(msg: { id?: string; from: string; body: string }, sign: (raw: string) => string = (raw) => jsonSignature(SECRET, raw)) {
  const raw = JSON.stringify({ id: msg.id ?? `msg-${++seq}`, from: msg.from, body: msg.body });
  return w.t.app.fastify.inject({
    method: 'POST',
    url: '/api/sms/inbound',
    headers: { 'content-type': 'application/json', 'x-fieldwatch-signature': sign(raw) },
    payload: raw,
  });
}

/** Twilio's form-encoded webhook, signed as Twilio signs it (or with the signature given). */
function postTwilio(fields: Record<string, string>, signature?: string) {
  const params = new URLSearchParams({ AccountSid: 'AC0000', ToCountry: 'US', NumMedia: '0', ...fields });
  return w.t.app.fastify.inject({
    method: 'POST',
    url: '/api/sms/inbound',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature ?? twilioSignature(SECRET, `${PUBLIC_URL}/api/sms/inbound`, params),
    },
    payload: params.toString(),
  });
}

describe('replying ACK to an alarm text (our signed JSON format)', () => {
  it('ACK acknowledges the one open texted alarm as the user it was texted to', async () => {
    const s = await ackScenario(w);
    await raise(w, s.device.id);
    const r = await postJson({ from: s.phone, body: 'Ack.' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      outcome: 'acknowledged',
      reply: `FieldWatch: ${s.device.name} - Pressure: Alarm acknowledged. Pending notifications of this alarm are cancelled.`,
    });
    const tag = await tagState(w, s.device.id);
    expect(tag.alarm_acknowledged_by).toBe(s.user.id);
    expect(await delayedEmailStatus(w, s.device.id)).toEqual(['cancelled']);
    expect(await ackAudits(w, s.device.id)).toEqual([
      { actor_user_id: s.user.id, as_user_id: s.user.id, action: 'alarm.ack', detail: { flag: 'critical_high', via: 'sms' } },
    ]);
    expect((await w.logOf(s.device.id, 'psr')).at(-1)).toMatchObject({ action: 'ack', user_id: s.user.id, detail: 'by sms' });
  });

  it('a replayed request (same message id) changes nothing, even when a new alarm is open', async () => {
    const s = await ackScenario(w);
    await raise(w, s.device.id);
    expect((await postJson({ id: 'replay-1', from: s.phone, body: 'ACK' })).json()).toMatchObject({ outcome: 'acknowledged' });
    await raise(w, s.device.id, 100);
    await raise(w, s.device.id, 270);
    const again = await postJson({ id: 'replay-1', from: s.phone, body: 'ACK' });
    expect(again.json()).toEqual({ outcome: 'replayed', reply: expect.stringContaining('already handled') });
    expect((await tagState(w, s.device.id)).alarm_acknowledged_at).toBeNull();
    expect(await ackAudits(w, s.device.id)).toHaveLength(1);
  });

  it('a bad or missing signature is refused before anything is read', async () => {
    const s = await ackScenario(w);
    await raise(w, s.device.id);
    const wrongKey = await postJson({ from: s.phone, body: 'ACK' }, (raw) => jsonSignature('another-secret-entirely-000', raw));
    expect(wrongKey.statusCode).toBe(401);
    const otherBody = await postJson({ from: s.phone, body: 'ACK' }, () => jsonSignature(SECRET, '{"id":"x","from":"+1","body":"ACK"}'));
    expect(otherBody.statusCode).toBe(401);
    const unsigned = await w.t.app.fastify.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'u1', from: s.phone, body: 'ACK' }),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await tagState(w, s.device.id)).alarm_acknowledged_at).toBeNull();
    expect(await delayedEmailStatus(w, s.device.id)).toEqual(['pending']);
  });

  it('with several open alarms ACK refuses and lists the codes with what each is on; ACK <code> acknowledges that one', async () => {
    const s = await ackScenario(w);
    const second = await w.addTag(s.device.id, 'rot', { critical_high: 10 });
    await w.addAction(s.device.id, second.tag, { userId: s.user.id }, 'sms', 0);
    await raise(w, s.device.id);
    await w.feed({ deviceId: s.device.id, tag: 'rot', value: 12 });
    await w.t.app.services.outbox.flush();
    const texts = w.t.printed.filter((l) => l.startsWith(`[sms to ${s.phone}]`));
    const codeIn = (sensor: string) => /reply ACK ([0-9A-Z]+) /.exec(texts.find((l) => l.includes(`${sensor}:`))!)![1]!;
    const psrCode = codeIn('Pressure');
    const pumpCode = codeIn('Rotation');
    expect(pumpCode).not.toBe(psrCode);

    const both = await postJson({ from: s.phone, body: 'ACK' });
    // both on one device: each named by the device and its sensor
    const [first, next] = Number.parseInt(psrCode, 36) < Number.parseInt(pumpCode, 36) ? [psrCode, pumpCode] : [pumpCode, psrCode];
    const named = (code: string) => `ACK ${code} = ${s.device.name} - ${code === psrCode ? 'Pressure' : 'Rotation'}`;
    expect(both.json()).toEqual({
      outcome: 'several_open',
      reply: `FieldWatch: Several alarms are open. Nothing was changed; reply with one of: ${named(first)}, ${named(next)}.`,
    });
    expect((await tagState(w, s.device.id)).alarm_acknowledged_at).toBeNull();

    expect((await postJson({ from: s.phone, body: `ack ${pumpCode.toLowerCase()}` })).json()).toMatchObject({ outcome: 'acknowledged' });
    expect((await w.tagRow(s.device.id, 'rot')).alarm_acknowledged_by).toBe(s.user.id);
    expect((await tagState(w, s.device.id)).alarm_acknowledged_at).toBeNull();
    // one left: a plain ACK now names it
    expect((await postJson({ from: s.phone, body: 'ACK' })).json()).toMatchObject({ outcome: 'acknowledged' });
    expect((await tagState(w, s.device.id)).alarm_acknowledged_by).toBe(s.user.id);
    // and the used code says so
    expect((await postJson({ from: s.phone, body: `ACK ${pumpCode}` })).json()).toMatchObject({ outcome: 'used' });
  });

  it('with open alarms on several devices the reply names each device, its name cut short, within two SMS segments', async () => {
    const s = await ackScenario(w);
    const far = await createDevice(w.db, w.companies.A.id, { name: 'North Section Oil Tank Battery Number 12' });
    await createGroup(w.db, w.companies.A.id, { name: `Far ${s.device.id}`, userIds: [s.user.id], deviceIds: [far.id] });
    await w.addTag(far.id, 'psr', { critical_high: 200 });
    await w.addAction(far.id, 'psr', { userId: s.user.id }, 'sms', 0);
    await raise(w, s.device.id);
    await raise(w, far.id);
    const reply: string = (await postJson({ from: s.phone, body: 'ACK' })).json().reply;
    const mine = printedReplyCode(w, s.phone, s.device.name!);
    const farCode = printedReplyCode(w, s.phone, far.name!);
    expect(reply).toBe(
      `FieldWatch: Several alarms are open. Nothing was changed; reply with one of: ACK ${mine} = ${s.device.name}, ACK ${farCode} = North Section Oil Tank.`,
    );
    expect(reply.length).toBeLessThanOrEqual(SMS_REPLY_MAX);
    expect((await postJson({ from: s.phone, body: `ACK ${farCode}` })).json()).toMatchObject({ outcome: 'acknowledged' });
  });

  it('an unknown number, a code that is not the sender’s, or a text not yet sent acknowledges nothing', async () => {
    const s = await ackScenario(w);
    const other = await ackScenario(w);
    await raise(w, s.device.id);
    await raise(w, other.device.id);
    const unknown = await postJson({ from: '+19995550000', body: 'ACK' });
    expect(unknown.json()).toMatchObject({ outcome: 'no_open_alarm' });
    const othersCode = printedReplyCode(w, other.phone, other.device.name!);
    expect((await postJson({ from: s.phone, body: `ACK ${othersCode}` })).json()).toMatchObject({ outcome: 'unknown_code' });
    expect((await postJson({ from: s.phone, body: 'ACK ZZZZZZZZZZ' })).json()).toMatchObject({ outcome: 'unknown_code' });
    expect((await postJson({ from: s.phone, body: 'please call me' })).json()).toMatchObject({ outcome: 'not_understood' });
    for (const d of [s, other]) {
      expect((await tagState(w, d.device.id)).alarm_acknowledged_at).toBeNull();
      expect(await ackAudits(w, d.device.id)).toEqual([]);
    }

    // the manager's e-mail waits 300 s; a text that waits is not the recipient's to answer either
    const late = await ackScenario(w);
    await w.db
      .updateTable('alarm_actions')
      .set({ delay: 300 })
      .where('device_id', '=', late.device.id)
      .where('action', '=', 'sms')
      .execute();
    await raise(w, late.device.id);
    expect((await postJson({ from: late.phone, body: 'ACK' })).json()).toMatchObject({ outcome: 'no_open_alarm' });
    expect((await tagState(w, late.device.id)).alarm_acknowledged_at).toBeNull();
  });

  it('an alarm already acknowledged in the app, or over, is answered so', async () => {
    const s = await ackScenario(w);
    await raise(w, s.device.id);
    const code = printedReplyCode(w, s.phone, s.device.name!);
    const headers = await w.t.authHeaders(w.users.manager.id);
    await w.t.gql('mutation($d: Int!) { ackAlarm(deviceID: $d, tag: "psr") { id } }', { d: s.device.id }, headers);
    expect((await postJson({ from: s.phone, body: `ACK ${code}` })).json()).toMatchObject({ outcome: 'already' });
    expect((await postJson({ from: s.phone, body: 'ACK' })).json()).toMatchObject({ outcome: 'no_open_alarm' });
    expect((await tagState(w, s.device.id)).alarm_acknowledged_by).toBe(w.users.manager.id);
  });
});

describe("replying ACK through Twilio's webhook", () => {
  it("computes Twilio's published example signature", () => {
    const params = new URLSearchParams({
      CallSid: 'CA1234567890ABCDE',
      Caller: '+14158675309',
      Digits: '1234',
      From: '+14158675309',
      To: '+18005551212',
    });
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
  });

  it('a signed reply acknowledges and is answered in TwiML; its replay changes nothing', async () => {
    const s = await ackScenario(w);
    await raise(w, s.device.id);
    const fields = { MessageSid: 'SM0123456789abcdef', From: s.phone, To: '+15550001111', Body: 'ACK' };
    const r = await postTwilio(fields);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/xml/);
    expect(r.body).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Message>FieldWatch: ${s.device.name} - Pressure: Alarm acknowledged. Pending notifications of this alarm are cancelled.</Message></Response>`,
    );
    expect((await tagState(w, s.device.id)).alarm_acknowledged_by).toBe(s.user.id);
    expect(await delayedEmailStatus(w, s.device.id)).toEqual(['cancelled']);

    await raise(w, s.device.id, 100);
    await raise(w, s.device.id, 300);
    const replay = await postTwilio(fields);
    expect(replay.body).toContain('already handled');
    expect((await tagState(w, s.device.id)).alarm_acknowledged_at).toBeNull();
  });

  it('a bad signature is refused and changes nothing', async () => {
    const s = await ackScenario(w);
    await raise(w, s.device.id);
    const fields = { MessageSid: 'SMbad', From: s.phone, Body: 'ACK' };
    const forged = twilioSignature('not-the-auth-token-at-all', `${PUBLIC_URL}/api/sms/inbound`, new URLSearchParams(fields));
    const r = await postTwilio(fields, forged);
    expect(r.statusCode).toBe(403);
    // signed for another URL (the signature covers it)
    const elsewhere = twilioSignature(SECRET, 'https://attacker.test/api/sms/inbound', new URLSearchParams(fields));
    expect((await postTwilio(fields, elsewhere)).statusCode).toBe(403);
    expect((await tagState(w, s.device.id)).alarm_acknowledged_at).toBeNull();
    expect(await delayedEmailStatus(w, s.device.id)).toEqual(['pending']);
  });
});

describe('the webhook is rate-limited per address', () => {
  it('past the limit in a minute an address gets 429 before its signature is even read', async () => {
    const { SMS_INBOUND_REQUESTS_PER_MINUTE } = await import('../../src/alarms/ackByMessage/smsInboundRoute');
    const post = () =>
      w.t.app.fastify.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        remoteAddress: '198.51.100.9',
        headers: { 'content-type': 'application/json', 'x-fieldwatch-signature': 'sha256=00' },
        payload: '{}',
      });
    for (let i = 0; i < SMS_INBOUND_REQUESTS_PER_MINUTE; i++) expect((await post()).statusCode).toBe(401);
    expect((await post()).statusCode).toBe(429);
  });
});

describe('without SMS_INBOUND_SECRET', () => {
  it('the route answers 404 to any request', async () => {
    const t = await createTestApp({ PUBLIC_URL });
    try {
      const raw = JSON.stringify({ id: 'x', from: '+15550100', body: 'ACK' });
      const r = await t.app.fastify.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: { 'content-type': 'application/json', 'x-fieldwatch-signature': jsonSignature('', raw) },
        payload: raw,
      });
      expect(r.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
