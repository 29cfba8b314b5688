import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACK_LINK_TTL_SECONDS } from '../../src/alarms/ackByMessage/ackLinkCodes';
import { alarmWorld, type AlarmWorld } from './alarmFixture';
import { ackAudits, ackScenario, delayedEmailStatus, printedCode, raise, tagState } from './ackByMessageFixture';

let w: AlarmWorld;

beforeAll(async () => {
  w = await alarmWorld();
});
afterAll(() => w.close());

const read = (code: string) => w.t.app.fastify.inject({ method: 'GET', url: `/api/alarm-ack/${code}` });
const confirm = (code: string) => w.t.app.fastify.inject({ method: 'POST', url: `/api/alarm-ack/${code}` });

/** Nothing was acknowledged and the manager's delayed e-mail still waits. */
async function expectUnchanged(deviceId: number) {
  const tag = await tagState(w, deviceId);
  expect(tag.alarm_acknowledged_at).toBeNull();
  expect(await delayedEmailStatus(w, deviceId)).toEqual(['pending']);
  expect(await ackAudits(w, deviceId)).toEqual([]);
}

describe('acknowledging from the e-mail or SMS link', () => {
  it('the e-mail link opens a page naming the alarm; only the button acknowledges, as the recipient', async () => {
    const s = await ackScenario(w);
    await raise(w, s.device.id);
    const code = printedCode(w, s.user.email!, s.device.name!, 'email');

    const link = await w.t.app.fastify.inject({ method: 'GET', url: `/a/${code}` });
    expect(link.statusCode).toBe(303);
    expect(link.headers.location).toBe(`/#/acknowledge?code=${code}`);

    const page = await read(code);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      outcome: 'open',
      details: {
        deviceId: s.device.id,
        device: s.device.name,
        tag: 'psr',
        sensor: 'Pressure',
        alarm: 'critical high alarm',
        timeZone: 'UTC',
      },
    });
    // following the link (a mail scanner does) changes nothing
    await expectUnchanged(s.device.id);

    const done = await confirm(code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ outcome: 'acknowledged', message: expect.stringContaining('Alarm acknowledged') });
    const tag = await tagState(w, s.device.id);
    expect(tag.alarm_acknowledged_by).toBe(s.user.id);
    expect(tag.alarm_acknowledged_at).not.toBeNull();
    expect(await delayedEmailStatus(w, s.device.id)).toEqual(['cancelled']);
    const audits = await ackAudits(w, s.device.id);
    expect(audits).toEqual([
      { actor_user_id: s.user.id, as_user_id: s.user.id, action: 'alarm.ack', detail: { flag: 'critical_high', via: 'link' } },
    ]);
    const log = await w.logOf(s.device.id, 'psr');
    expect(log.at(-1)).toMatchObject({ action: 'ack', user_id: s.user.id, detail: 'by link' });
  });

  it('the SMS carries a short link of its own that acknowledges the same way', async () => {
    const s = await ackScenario(w);
    await raise(w, s.device.id);
    const sms = w.t.printed.filter((l) => l.startsWith(`[sms to ${s.phone}]`)).at(-1)!;
    expect(sms).toMatch(/To acknowledge reply ACK [0-9A-Z]+ or open https:\/\/fieldwatch\.test\/a\/[A-Za-z0-9_-]{16}$/);
    const code = printedCode(w, s.phone, s.device.name!, 'sms');
    expect(code).not.toBe(printedCode(w, s.user.email!, s.device.name!, 'email'));
    expect((await confirm(code)).json()).toMatchObject({ outcome: 'acknowledged' });
    expect((await tagState(w, s.device.id)).alarm_acknowledged_by).toBe(s.user.id);
  });

  it("the recipient's next query shows the acknowledgement at once, though the same query was just answered", async () => {
    const s = await ackScenario(w);
    await raise(w, s.device.id);
    const code = printedCode(w, s.user.email!, s.device.name!, 'email');
    const headers = await w.t.authHeaders(s.user.id);
    const acknowledged = async () => {
      const r = await w.t.gql<{ deviceReGraph: { tag: { alarms: { acknowledged: boolean } } } }>(
        'query($d: Int!) { deviceReGraph(deviceID: $d, tag: "psr") { tag { alarms { acknowledged } } } }',
        { d: s.device.id },
        headers,
      );
      return r.data!.deviceReGraph.tag.alarms.acknowledged;
    };
    expect(await acknowledged()).toBe(false);
    // that answer is kept a moment for the same viewer (graphql/sharedQueryAnswers.ts); the acknowledgement drops it
    expect((await confirm(code)).statusCode).toBe(200);
    expect(await acknowledged()).toBe(true);
  });

  it('a used link changes nothing and says so', async () => {
    const s = await ackScenario(w);
    await raise(w, s.device.id);
    const code = printedCode(w, s.user.email!, s.device.name!, 'email');
    expect((await confirm(code)).statusCode).toBe(200);
    const again = await confirm(code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ outcome: 'used', message: 'This link was already used. Nothing was changed.' });
    expect(await ackAudits(w, s.device.id)).toHaveLength(1);
  });

  it('the other message of the same alarm, once acknowledged, says it was already acknowledged', async () => {
    const s = await ackScenario(w);
    await raise(w, s.device.id);
    await confirm(printedCode(w, s.user.email!, s.device.name!, 'email'));
    const sms = await confirm(printedCode(w, s.phone, s.device.name!, 'sms'));
    expect(sms.statusCode).toBe(409);
    expect(sms.json()).toMatchObject({ outcome: 'already' });
    expect(await ackAudits(w, s.device.id)).toHaveLength(1);
  });

  it('expires a day after the message: open just before, refused just after (on the scheduling clock)', async () => {
    const s = await ackScenario(w);
    await raise(w, s.device.id);
    const code = printedCode(w, s.user.email!, s.device.name!, 'email');
    w.t.app.services.clock.advance((ACK_LINK_TTL_SECONDS - 60) * 1000);
    expect((await read(code)).json()).toMatchObject({ outcome: 'open' });
    w.t.app.services.clock.advance(120_000);
    const late = await confirm(code);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ outcome: 'expired' });
    expect((await tagState(w, s.device.id)).alarm_acknowledged_at).toBeNull();
    expect(await ackAudits(w, s.device.id)).toEqual([]);
  });

  it('a forged or altered code changes nothing', async () => {
    const s = await ackScenario(w);
    await raise(w, s.device.id);
    const code = printedCode(w, s.user.email!, s.device.name!, 'email');
    const altered = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
    for (const forged of [altered, 'AAAAAAAAAAAAAAAA', 'short', `${code}x`, '../../etc/passwd']) {
      const r = await confirm(encodeURIComponent(forged));
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ outcome: 'invalid', details: null });
    }
    await expectUnchanged(s.device.id);
  });

  it('a link of an earlier occurrence (the alarm cleared and came back) is stale', async () => {
    const s = await ackScenario(w);
    await raise(w, s.device.id);
    const first = printedCode(w, s.user.email!, s.device.name!, 'email');
    await raise(w, s.device.id, 100);
    await raise(w, s.device.id, 260);
    const r = await confirm(first);
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ outcome: 'stale' });
    expect((await tagState(w, s.device.id)).alarm_acknowledged_at).toBeNull();
    // the new occurrence's own link still works
    expect((await confirm(printedCode(w, s.user.email!, s.device.name!, 'email'))).json()).toMatchObject({ outcome: 'acknowledged' });
  });

  it('a link of an alarm back to normal is stale', async () => {
    const s = await ackScenario(w);
    await raise(w, s.device.id);
    const code = printedCode(w, s.user.email!, s.device.name!, 'email');
    await raise(w, s.device.id, 100);
    expect((await confirm(code)).json()).toMatchObject({ outcome: 'stale' });
    expect(await ackAudits(w, s.device.id)).toEqual([]);
  });

  it('a recipient who lost access to the device, or was deleted, acknowledges nothing and sees no details', async () => {
    const s = await ackScenario(w);
    await raise(w, s.device.id);
    const code = printedCode(w, s.user.email!, s.device.name!, 'email');
    await w.db.deleteFrom('group_users').where('group_id', '=', s.group.id).execute();
    const r = await confirm(code);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ outcome: 'no_access', message: expect.any(String), details: null });
    await expectUnchanged(s.device.id);

    const d = await ackScenario(w);
    await raise(w, d.device.id);
    const code2 = printedCode(w, d.user.email!, d.device.name!, 'email');
    await w.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', d.user.id).execute();
    expect((await confirm(code2)).json()).toMatchObject({ outcome: 'no_access', details: null });
    expect((await tagState(w, d.device.id)).alarm_acknowledged_at).toBeNull();
  });
});

describe('the link routes are rate-limited per address', () => {
  it('past the limit in a minute an address gets 429 and no answer about the code', async () => {
    const { ACK_LINK_REQUESTS_PER_MINUTE } = await import('../../src/alarms/ackByMessage/ackLinkRoutes');
    const from = { remoteAddress: '203.0.113.77' };
    for (let i = 0; i < ACK_LINK_REQUESTS_PER_MINUTE; i++) {
      const r = await w.t.app.fastify.inject({ method: 'GET', url: '/api/alarm-ack/AAAAAAAAAAAAAAAA', ...from });
      expect(r.statusCode).toBe(404);
    }
    const over = await w.t.app.fastify.inject({ method: 'POST', url: '/api/alarm-ack/AAAAAAAAAAAAAAAA', ...from });
    expect(over.statusCode).toBe(429);
    // another address is not affected
    expect((await w.t.app.fastify.inject({ method: 'GET', url: '/api/alarm-ack/AAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
  });
});
