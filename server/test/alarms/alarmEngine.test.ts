import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACK_SUFFIX, alarmWorld, PUBLIC_URL, secondsBetween, type AlarmWorld } from './alarmFixture';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';

let w: AlarmWorld;

beforeAll(async () => {
  w = await alarmWorld();
});
afterAll(() => w.close());

describe('legacy thresholds', () => {
  let deviceId: number;
  beforeAll(async () => {
    deviceId = w.devices.dev.id;
    // psr in psi: thresholds are stored in the base unit
    await w.addTag(deviceId, 'psr', { critical_high: 200, high_warning: 150, low_warning: 20, critical_low: 10 });
    await w.addAction(deviceId, 'psr', { userId: w.users.full.id }, 'sms', 0);
    await w.addAction(deviceId, 'psr', { userId: w.users.manager.id }, 'email', 300);
    await w.addAction(deviceId, 'psr', { userId: w.users.unsubscribed.id }, 'email', 0);
    await w.addAction(deviceId, 'psr', { userId: w.users.unsubscribed.id }, 'sms', 900);
  });

  it('a normal reading changes nothing and writes nothing', async () => {
    await w.feed({ deviceId, tag: 'psr', value: 100 });
    expect((await w.tagRow(deviceId, 'psr')).alarm_flag).toBe('norm');
    expect(await w.logOf(deviceId, 'psr')).toEqual([]);
    expect(await w.outboxOf(deviceId, 'psr')).toEqual([]);
  });

  it('crossing critical high sets the flag, logs it and queues each action with its delay and text', async () => {
    await w.feed({ deviceId, tag: 'psr', value: 212.345 });
    const tag = await w.tagRow(deviceId, 'psr');
    expect(tag.alarm_flag).toBe('critical_high');
    expect(tag.alarm_flag_time).toBeInstanceOf(Date);

    const log = await w.logOf(deviceId, 'psr');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'critical_high', value: 212.345, user_id: null });
    expect(log[0]!.time.getTime()).toBe(tag.alarm_flag_time!.getTime());

    const rows = (await w.outboxOf(deviceId, 'psr')).sort((a, b) => a.send_after.getTime() - b.send_after.getTime());
    // the unsubscribed user gets the text but not the e-mail
    expect(rows.map((r) => [r.user_id, r.channel, secondsBetween(r.created_at, r.send_after)])).toEqual([
      [w.users.full.id, 'sms', 0],
      [w.users.manager.id, 'email', 300],
      [w.users.unsubscribed.id, 'sms', 900],
    ]);
    for (const r of rows)
      expect(r).toMatchObject({ kind: 'alarm', status: 'pending', alarm_log_id: log[0]!.id, device_id: deviceId, tag: 'psr' });

    const sms = rows[0]!;
    expect(sms.recipient).toBe(`+44${w.users.full.phone_number}`);
    // the text ends with the recipient's own acknowledgement (ackByMessage*.test.ts)
    expect(sms.body.replace(ACK_SUFFIX, '')).toBe(
      `FieldWatch: Tank Battery 7 - Pressure: Critical high alarm. Reading: 212.35 psi. ${PUBLIC_URL}/#/devices/${deviceId}/tags/psr`,
    );
    const mail = rows[1]!;
    expect(mail.recipient).toBe(w.users.manager.email);
    expect(mail.subject).toBe('FieldWatch alarm: Tank Battery 7 - Pressure - critical high alarm');
    expect(mail.body).toContain(`Tank Battery 7 (ID ${deviceId})`);
    expect(mail.body).toContain('Critical high alarm.');
    expect(mail.body).toContain('Reading: 212.35 psi');
    expect(mail.body).toContain(`${PUBLIC_URL}/#/devices/${deviceId}/tags/psr`);
    expect(mail.body.trimEnd().endsWith(`${PUBLIC_URL}/#/unsubscribe?token=${w.users.manager.unsubscribe_token}`)).toBe(true);
  });

  it('further readings in the same state neither log nor notify again', async () => {
    await w.feed({ deviceId, tag: 'psr', value: 230 });
    await w.feed({ deviceId, tag: 'psr', value: 205 });
    expect(await w.logOf(deviceId, 'psr')).toHaveLength(1);
    expect(await w.outboxOf(deviceId, 'psr')).toHaveLength(3);
  });

  it('a move to another alarm state is a new episode: logged, notified, and the old ones not yet due cancelled', async () => {
    await w.feed({ deviceId, tag: 'psr', value: 160 });
    expect((await w.tagRow(deviceId, 'psr')).alarm_flag).toBe('high_warning');
    const log = await w.logOf(deviceId, 'psr');
    expect(log.map((l) => l.action)).toEqual(['critical_high', 'high_warning']);
    const rows = await w.outboxOf(deviceId, 'psr');
    expect(rows).toHaveLength(6);
    // the first episode's immediate text was due before the change (the test sends nothing, so it is still pending):
    // it goes out, as it would have had the outbox been quicker; the delayed ones were not due yet
    const first = rows.slice(0, 3).map((r) => [r.user_id, r.channel, r.status]);
    expect(first.sort()).toEqual(
      [
        [w.users.full.id, 'sms', 'pending'],
        [w.users.manager.id, 'email', 'cancelled'],
        [w.users.unsubscribed.id, 'sms', 'cancelled'],
      ].sort(),
    );
    expect(rows.slice(3).every((r) => r.status === 'pending' && r.alarm_log_id === log[1]!.id)).toBe(true);
    expect(rows.find((r) => r.id > rows[2]!.id && r.channel === 'sms')!.body).toContain('Pressure: High warning alarm. Reading: 160 psi.');
  });

  it('returning to normal logs norm, notifies nobody and cancels what was not due yet', async () => {
    await w.feed({ deviceId, tag: 'psr', value: 100 });
    const tag = await w.tagRow(deviceId, 'psr');
    expect(tag.alarm_flag).toBe('norm');
    expect((await w.logOf(deviceId, 'psr')).map((l) => l.action)).toEqual(['critical_high', 'high_warning', 'norm']);
    const rows = await w.outboxOf(deviceId, 'psr');
    expect(rows).toHaveLength(6);
    const episode = [
      [w.users.full.id, 'sms', 'pending'],
      [w.users.manager.id, 'email', 'cancelled'],
      [w.users.unsubscribed.id, 'sms', 'cancelled'],
    ];
    expect(rows.map((r) => [r.user_id, r.channel, r.status]).sort()).toEqual([...episode, ...episode].sort());
  });

  it('low thresholds: warning, then critical', async () => {
    await w.feed({ deviceId, tag: 'psr', value: 15 });
    expect((await w.tagRow(deviceId, 'psr')).alarm_flag).toBe('low_warning');
    await w.feed({ deviceId, tag: 'psr', value: 5 });
    expect((await w.tagRow(deviceId, 'psr')).alarm_flag).toBe('critical_low');
    await w.feed({ deviceId, tag: 'psr', value: 50 });
    expect((await w.logOf(deviceId, 'psr')).map((l) => l.action).slice(-3)).toEqual(['low_warning', 'critical_low', 'norm']);
  });

  it('every reading of a batch counts: a spike and a dip between normal readings are each raised and cleared', async () => {
    const before = (await w.logOf(deviceId, 'psr')).length;
    const fed = await w.feed(
      { deviceId, tag: 'psr', value: 999 },
      { deviceId, tag: 'psr', value: 1 },
      { deviceId, tag: 'psr', value: 100 },
    );
    expect((await w.tagRow(deviceId, 'psr')).alarm_flag).toBe('norm');
    const log = (await w.logOf(deviceId, 'psr')).slice(before);
    expect(log.map((l) => [l.action, l.value, l.reading_time])).toEqual([
      ['critical_high', 999, fed[0]!.time],
      ['critical_low', 1, fed[1]!.time],
      ['norm', 100, fed[2]!.time],
    ]);
    // each episode notified its immediate text; the delayed messages of both ended before they were due
    const rows = (await w.outboxOf(deviceId, 'psr')).filter((r) => r.alarm_log_id! >= log[0]!.id);
    const episode = (id: number) => [
      [id, w.users.full.id, 'sms', 'pending'],
      [id, w.users.manager.id, 'email', 'cancelled'],
      [id, w.users.unsubscribed.id, 'sms', 'cancelled'],
    ];
    expect(rows.map((r) => [r.alarm_log_id, r.user_id, r.channel, r.status]).sort()).toEqual(
      [...episode(log[0]!.id), ...episode(log[1]!.id)].sort(),
    );
  });

  it("a late reading older than the tag's latest value does not change the flag", async () => {
    const before = (await w.logOf(deviceId, 'psr')).length;
    await w.feed({ deviceId, tag: 'psr', value: 999, time: new Date(Date.now() - 30 * 86400_000) });
    expect((await w.tagRow(deviceId, 'psr')).alarm_flag).toBe('norm');
    expect(await w.logOf(deviceId, 'psr')).toHaveLength(before);
  });
});

describe('named rules, in the display unit', () => {
  it('a psr tag shown in bar with a rule at 10 bar fires at 150 psi and counts the rule as sent', async () => {
    const d = await createDevice(w.db, w.companies.A.id, { name: 'Separator' });
    await w.addTag(d.id, 'psr', { display_units: 'bar' });
    const rule = await w.addRule(d.id, 'psr', 1, 10, 'Separator overpressure', 'Open the bypass');
    await w.addAction(d.id, 'psr', { userId: w.users.full.id }, 'sms');

    await w.feed({ deviceId: d.id, tag: 'psr', value: 140 });
    expect((await w.tagRow(d.id, 'psr')).alarm_flag).toBe('norm');

    await w.feed({ deviceId: d.id, tag: 'psr', value: 150 });
    expect((await w.tagRow(d.id, 'psr')).alarm_flag).toBe('high');
    const log = await w.logOf(d.id, 'psr');
    expect(log).toMatchObject([{ action: 'high', value: 150, detail: 'rule: Separator overpressure' }]);
    const [sms] = await w.outboxOf(d.id, 'psr');
    expect(sms!.body.replace(ACK_SUFFIX, '')).toBe(
      `FieldWatch: Separator - Pressure: The sensor triggered a high alarm. Reading: 10.34 bar. Rule: Separator overpressure (greater than 10 bar). ${PUBLIC_URL}/#/devices/${d.id}/tags/psr`,
    );
    expect((await w.db.selectFrom('alarm_rules').select('sent').where('id', '=', rule.id).executeTakeFirstOrThrow()).sent).toBe(1);
  });

  it('a less-than rule raises low; sent counts once per episode change, not per reading, and clears with norm', async () => {
    const d = await createDevice(w.db, w.companies.A.id, { name: 'Tank 9' });
    await w.addTag(d.id, 'spsr', { display_units: 'in' });
    const rule = await w.addRule(d.id, 'spsr', -1, 12, 'Tank nearly empty');
    await w.feed(
      { deviceId: d.id, tag: 'spsr', value: 0.9 },
      { deviceId: d.id, tag: 'spsr', value: 0.8 },
      { deviceId: d.id, tag: 'spsr', value: 0.7 },
    );
    expect((await w.tagRow(d.id, 'spsr')).alarm_flag).toBe('low');
    expect((await w.db.selectFrom('alarm_rules').select('sent').where('id', '=', rule.id).executeTakeFirstOrThrow()).sent).toBe(1);
    // still low: no new episode, no new count
    await w.feed({ deviceId: d.id, tag: 'spsr', value: 0.5 });
    expect((await w.db.selectFrom('alarm_rules').select('sent').where('id', '=', rule.id).executeTakeFirstOrThrow()).sent).toBe(1);
    // back to normal: the count starts again (sent describes the current episode); low again: a second episode
    await w.feed({ deviceId: d.id, tag: 'spsr', value: 5 });
    expect((await w.db.selectFrom('alarm_rules').select('sent').where('id', '=', rule.id).executeTakeFirstOrThrow()).sent).toBe(0);
    await w.feed({ deviceId: d.id, tag: 'spsr', value: 0.5 });
    expect((await w.db.selectFrom('alarm_rules').select('sent').where('id', '=', rule.id).executeTakeFirstOrThrow()).sent).toBe(1);
    expect((await w.logOf(d.id, 'spsr')).map((l) => l.action)).toEqual(['low', 'norm', 'low']);
  });

  it("the device's display units apply to its default tag", async () => {
    const d = await createDevice(w.db, w.companies.A.id, { name: 'Wellhead', default_tag: 'psr', display_units: 'bar' });
    await w.addTag(d.id, 'psr', { display_units: 'psi' });
    await w.addRule(d.id, 'psr', 1, 10);
    await w.feed({ deviceId: d.id, tag: 'psr', value: 150 });
    expect((await w.tagRow(d.id, 'psr')).alarm_flag).toBe('high');
  });

  it("a level shown in psi uses the latest calibration's specific gravity", async () => {
    const d = await createDevice(w.db, w.companies.A.id, { name: 'Brine tank' });
    await w.addTag(d.id, 'spsr', { display_units: 'psi' });
    await w.db.insertInto('calibrations').values({ device_id: d.id, tag: 'spsr', time: 1, fluid: 'chemical', sg: 1.2 }).execute();
    await w.addRule(d.id, 'spsr', 1, 5);
    // 10 ft of SG 1.2 is 5.2 psi (of water it would be 4.33 psi)
    await w.feed({ deviceId: d.id, tag: 'spsr', value: 10 });
    expect((await w.tagRow(d.id, 'spsr')).alarm_flag).toBe('high');
  });

  it('the 0 / 32762 pair disables the rules: nothing fires, nothing is counted', async () => {
    const d = await createDevice(w.db, w.companies.A.id, { name: 'Disabled' });
    await w.addTag(d.id, 'temp');
    const low = await w.addRule(d.id, 'temp', -1, 0, 'low sentinel');
    const high = await w.addRule(d.id, 'temp', 1, 32762, 'high sentinel');
    const real = await w.addRule(d.id, 'temp', 1, 100, 'Hot');
    await w.addAction(d.id, 'temp', { userId: w.users.full.id }, 'sms');
    await w.feed({ deviceId: d.id, tag: 'temp', value: 150 });
    await w.feed({ deviceId: d.id, tag: 'temp', value: -20 });
    expect((await w.tagRow(d.id, 'temp')).alarm_flag).toBe('norm');
    expect(await w.logOf(d.id, 'temp')).toEqual([]);
    expect(await w.outboxOf(d.id, 'temp')).toEqual([]);
    const sent = await w.db.selectFrom('alarm_rules').select('sent').where('id', 'in', [low.id, high.id, real.id]).execute();
    expect(sent.every((r) => r.sent === 0)).toBe(true);
  });
});

describe('notification targets', () => {
  it('a group target expands to its users; a user reached twice on one channel gets one row at the shorter delay', async () => {
    const d = w.devices.dev;
    await w.addTag(d.id, 'temp', { high_warning: 180 });
    await w.addAction(d.id, 'temp', { groupId: w.group.id }, 'email', 1800);
    await w.addAction(d.id, 'temp', { userId: w.users.full.id }, 'email', 300);
    await w.feed({ deviceId: d.id, tag: 'temp', value: 190 });
    const rows = await w.outboxOf(d.id, 'temp');
    const byUser = Object.fromEntries(rows.map((r) => [r.user_id!, secondsBetween(r.created_at, r.send_after)]));
    expect(byUser).toEqual({ [w.users.full.id]: 300, [w.users.limited.id]: 1800, [w.users.demo.id]: 1800 });
    expect(rows.every((r) => r.channel === 'email')).toBe(true);
    expect(rows[0]!.body).toContain('Reading: 190°F');
  });

  it('a deleted user and a user without a phone get nothing', async () => {
    const d = await createDevice(w.db, w.companies.A.id, { name: 'Compressor' });
    const gone = await createUser(w.db, w.companies.A.id, 'full', { deleted_at: new Date() });
    const mailOnly = await createUser(w.db, w.companies.A.id, 'full', { phone_number: null });
    await w.addTag(d.id, 'volt', { critical_low: 1000 });
    await w.addAction(d.id, 'volt', { userId: gone.id }, 'sms');
    await w.addAction(d.id, 'volt', { userId: mailOnly.id }, 'sms');
    await w.addAction(d.id, 'volt', { userId: mailOnly.id }, 'email');
    await w.feed({ deviceId: d.id, tag: 'volt', value: 500 });
    expect((await w.outboxOf(d.id, 'volt')).map((r) => [r.user_id, r.channel])).toEqual([[mailOnly.id, 'email']]);
  });

  it('an unnamed device is named "[id] New Device"', async () => {
    const d = w.devices.unnamed;
    await w.addTag(d.id, 'hum', { high_warning: 90 });
    await w.addAction(d.id, 'hum', { userId: w.users.full.id }, 'sms');
    await w.feed({ deviceId: d.id, tag: 'hum', value: 95 });
    expect((await w.outboxOf(d.id, 'hum'))[0]!.body).toContain(
      `FieldWatch: [${d.id}] New Device - Humidity: High warning alarm. Reading: 95%.`,
    );
  });
});

describe('the configuration cache', () => {
  it('a tag without thresholds or rules is cached as inert after one load', async () => {
    const d = await createDevice(w.db, w.companies.A.id);
    await w.addTag(d.id, 'rot');
    expect(await w.feedUntilCached(d.id, 'rot', 8)).toMatchObject({ inert: true, flag: 'norm' });
    // a reading for a tag the database does not have is inert too
    await w.engine.onCommitted({
      readings: [{ deviceId: d.id, tag: 'nosuch', time: new Date(), value: 1, temp: null }],
      events: [],
      devices: [],
    });
    expect(w.engine.cached(d.id, 'nosuch')).toMatchObject({ inert: true });
  });

  it('thousands of readings of inert tags cost only map lookups', async () => {
    const d = await createDevice(w.db, w.companies.A.id);
    await w.addTag(d.id, 'flw');
    await w.feedUntilCached(d.id, 'flw', 1);
    const readings = Array.from({ length: 20_000 }, (_, i) => ({
      deviceId: d.id,
      tag: 'flw',
      time: new Date(Date.now() + i),
      value: i,
      temp: null,
    }));
    const started = performance.now();
    await w.engine.onCommitted({ readings, events: [], devices: [] });
    expect(performance.now() - started).toBeLessThan(100);
    expect(w.engine.cached(d.id, 'flw')).toMatchObject({ inert: true });
  });
});
