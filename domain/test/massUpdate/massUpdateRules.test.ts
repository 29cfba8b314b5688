import { describe, expect, it } from 'vitest';
import {
  EMPTY_MASS_UPDATE_FORM,
  MASS_UPDATE_TEXTS,
  buildMassUpdateArgs,
  fillPgeExample,
  intervalBounds,
  messageLogDefaultRange,
  messageLogText,
  messageLogClockNote,
  minutesToSeconds,
  parseDeviceIds,
  parseMassUpdate,
  serverErrorText,
  type MassUpdateForm,
} from '../../src/index';

const form = (over: Partial<MassUpdateForm>): MassUpdateForm => ({ ...EMPTY_MASS_UPDATE_FORM, ...over });

describe('device id list', () => {
  it('splits on commas, trims, drops blanks and duplicates, reports what is not a whole number', () => {
    expect(parseDeviceIds(' 12, 7,,12 ,3 ')).toEqual({ ids: [12, 7, 3], invalid: [] });
    expect(parseDeviceIds('5, abc, -2, 1.5, 0')).toEqual({ ids: [5], invalid: ['abc', '-2', '1.5', '0'] });
    expect(parseDeviceIds('')).toEqual({ ids: [], invalid: [] });
  });
});

describe('the form (spec 3 §5)', () => {
  it('needs device ids and at least one change', () => {
    expect(buildMassUpdateArgs(form({ readingInterval: '30' }))).toBeNull();
    expect(buildMassUpdateArgs(form({ deviceIds: '1,2' }))).toBeNull();
    expect(buildMassUpdateArgs(form({ deviceIds: '1,x', readingInterval: '30' }))).toBeNull();
    expect(buildMassUpdateArgs(form({ deviceIds: '1, 2', readingInterval: '30' }))).toMatchObject({ deviceIDs: '1,2', setting5: '30' });
  });

  it('placeholders count as unset', () => {
    expect(
      buildMassUpdateArgs(
        form({ deviceIds: '1', companyId: 'Select Company', groupId: 'Select Group', applicationSignature: 'Select signature' }),
      ),
    ).toBeNull();
  });

  it('sends display units and thresholds only with a sensor type', () => {
    expect(buildMassUpdateArgs(form({ deviceIds: '1', displayUnits: 'c', criticalHigh: '9' }))).toBeNull();
    const a = buildMassUpdateArgs(form({ deviceIds: '1', tag: 'temp', displayUnits: 'c', criticalHigh: '90', lowWarning: '5' }))!;
    expect([a.setting8, a.setting9, a.setting10]).toEqual(['temp', 'c', '90,,,5']);
    // a sensor type alone changes nothing
    expect(buildMassUpdateArgs(form({ deviceIds: '1', tag: 'temp' }))).toBeNull();
  });

  it('rules need a name and a sensor type, then a comparison and a numeric value; actions need a user and a sensor type', () => {
    const incomplete = form({
      deviceIds: '1',
      rules: [{ name: 'x', tag: '', symbol: '1', value: '2', desc: '' }],
      actions: [{ userId: '', tag: 'temp', delay: '0', action: 'sms' }],
    });
    expect(buildMassUpdateArgs(incomplete)).toBeNull();
    expect(buildMassUpdateArgs(form({ deviceIds: '1', rules: [{ name: 'x', tag: 'temp', symbol: '', value: '2', desc: '' }] }))).toBeNull();
    expect(
      buildMassUpdateArgs(form({ deviceIds: '1', rules: [{ name: 'x', tag: 'temp', symbol: '1', value: 'hot', desc: '' }] })),
    ).toBeNull();
    const ok = buildMassUpdateArgs(
      form({
        deviceIds: '1',
        rules: [{ name: ' Hot ', tag: 'temp', symbol: '-1', value: '2.5', desc: '' }],
        actions: [{ userId: '4', tag: 'vib', delay: '300', action: 'email' }],
      }),
    )!;
    expect(ok.rules).toEqual([{ name: 'Hot', tag: 'temp', symbol: -1, value: 2.5, desc: null }]);
    expect(ok.actions).toEqual([{ userID: 4, tag: 'vib', delay: 300, action: 'email' }]);
  });

  it('Fill PGE Example: intervals 60 and 2880, temperature in c, rules at 70, 80 and 90', () => {
    const f = fillPgeExample(form({ deviceIds: '9' }));
    expect(f).toMatchObject({ deviceIds: '9', readingInterval: '60', transmitInterval: '2880', tag: 'temp', displayUnits: 'c' });
    expect(f.rules.map((r) => [r.tag, r.symbol, r.value])).toEqual([
      ['temp', '1', '70'],
      ['temp', '1', '80'],
      ['temp', '1', '90'],
    ]);
    const args = buildMassUpdateArgs(f)!;
    const parsed = parseMassUpdate(args, true);
    expect(parsed.ok && parsed.change).toMatchObject({ readingMinutes: 60, transmitMinutes: 2880, tag: 'temp', displayUnits: 'c' });
  });
});

describe('the server reading of the call', () => {
  const base = { deviceIDs: '1,2' };
  const err = (r: ReturnType<typeof parseMassUpdate>) => (r.ok ? null : r.error);

  it('no ids or no change is the form error', () => {
    expect(err(parseMassUpdate({ deviceIDs: ' , ', setting5: '5' }, false))).toBe(MASS_UPDATE_TEXTS.formError);
    expect(err(parseMassUpdate({ ...base, setting6: 'ignored', setting8: 'temp' }, false))).toBe(MASS_UPDATE_TEXTS.formError);
  });

  it('interval bounds follow the role; the long-transmit firmware maximum is left to each device', () => {
    expect(err(parseMassUpdate({ ...base, setting5: '0.5' }, false))).toMatch(/reading interval must be between 1 and 500/);
    expect(parseMassUpdate({ ...base, setting5: '0.5' }, true).ok).toBe(true);
    expect(err(parseMassUpdate({ ...base, setting11: '10' }, false))).toMatch(/transmit interval must be between 15 and 5000/);
    expect(err(parseMassUpdate({ ...base, setting11: '5001' }, true))).toMatch(/between 0.17 and 5000/);
    expect(intervalBounds({ isSuperUser: false }, 199).transmit.max).toBe(500);
    expect(intervalBounds({ isSuperUser: false }, 18500).transmit.max).toBe(5000);
    expect(intervalBounds({ isSuperUser: false }, 20000).transmit.max).toBe(500);
    expect(intervalBounds({ isSuperUser: true }, 20400)).toEqual({ reading: { min: 0.017, max: 500 }, transmit: { min: 0.17, max: 5000 } });
    expect(minutesToSeconds(0.017)).toBe(1);
    expect(minutesToSeconds(2880)).toBe(172_800);
  });

  it('units must belong to the sensor type; thresholds must not cross', () => {
    expect(err(parseMassUpdate({ ...base, setting8: 'temp', setting9: 'psi' }, false))).toMatch(/psi is not a unit of temp/);
    expect(err(parseMassUpdate({ ...base, setting9: 'c' }, false))).toMatch(/need a sensor type/);
    expect(err(parseMassUpdate({ ...base, setting8: 'temp', setting10: '10,20,,' }, false))).toMatch(/must rise/);
    expect(err(parseMassUpdate({ ...base, setting8: 'temp', setting10: '10,2' }, false))).toMatch(/four values/);
    const ok = parseMassUpdate({ ...base, setting8: 'temp', setting10: '100,0,90,' }, false);
    expect(ok.ok && ok.change.thresholds).toEqual({ criticalHigh: 100, criticalLow: 0, highWarning: 90, lowWarning: null });
  });

  it('rules and actions are checked whole', () => {
    expect(err(parseMassUpdate({ ...base, rules: [{ name: 'a', tag: 'psr', symbol: 1, value: 1 }] }, false))).toMatch(
      /name and a sensor type/,
    );
    expect(err(parseMassUpdate({ ...base, rules: [{ name: 'a', tag: 'temp', symbol: 2, value: 1 }] }, false))).toMatch(/comparison/);
    expect(err(parseMassUpdate({ ...base, actions: [{ userID: 3, tag: 'temp', delay: 60, action: 'sms' }] }, false))).toMatch(/delay/);
    expect(err(parseMassUpdate({ ...base, actions: [{ userID: 3, tag: 'temp', delay: 0, action: 'fax' }] }, false))).toMatch(
      /sms or email/,
    );
    expect(err(parseMassUpdate({ ...base, setting3: 'Field' }, false))).toMatch(/path/);
    expect(err(parseMassUpdate({ ...base, setting1: 'AB CD' }, true))).toMatch(/application signature/);
  });
});

describe('texts and display', () => {
  it('a server error shows the part after the last colon, commas followed by a space', () => {
    expect(serverErrorText('Mass update refused: a: b,c ,d')).toBe('b, c , d');
    expect(serverErrorText('plain')).toBe('plain');
  });

  it('message log data per type', () => {
    const d = {
      values: ['spsr: 3.2', 'temp: 70'],
      message: 'buffer full',
      voltage: 3.9,
      temperature: 71,
      eventFlag: 1,
      additionalData: 'csq: 20',
      raw: '{"flag":1}',
    };
    expect(messageLogText('data', d)).toBe('spsr: 3.2, temp: 70');
    expect(messageLogText('gps', { ...d, values: ['31.9', '-102.1'] })).toBe('31.9, -102.1');
    expect(messageLogText('health', d)).toBe('71 °F, 3.9 V, csq: 20');
    expect(messageLogText('overflow', d)).toBe('buffer full');
    expect(messageLogText('event', d)).toBe('{"flag":1}');
    expect(messageLogText('settings', d)).toBe('{"flag":1}');
    expect(messageLogText('refused', { ...d, message: 'NOT_JSON (data): The payload is not JSON.', raw: '{nope' })).toBe(
      'NOT_JSON (data): The payload is not JSON. Payload: {nope',
    );
  });

  it('says how far a wrong device clock was off', () => {
    expect(messageLogClockNote(null)).toBe('');
    expect(messageLogClockNote(86_040)).toBe(' (device clock 86,040 s ahead; stored at the time received)');
    expect(messageLogClockNote(-1_700_000_000)).toBe(' (device clock 1,700,000,000 s behind; stored at the time received)');
  });

  it('default range: 7 days back from 00:00:00 to today 23:59:59', () => {
    const now = new Date(2026, 10, 22, 10, 30);
    const r = messageLogDefaultRange(now);
    expect(new Date(r.start * 1000)).toEqual(new Date(2026, 10, 15, 0, 0, 0));
    expect(new Date(r.end * 1000)).toEqual(new Date(2026, 10, 22, 23, 59, 59));
  });
});
