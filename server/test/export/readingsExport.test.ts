import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyCorrections,
  conversionOf,
  deviceReadingsCsv,
  exportTime,
  readingRows,
  readingsCsv,
  readingsTableValue,
  sensorShownValue,
} from '@fieldwatch/domain';
import { signSeriesLink } from '../../src/tag/links/seriesLinkToken';
import { T0, tagWorld, type TagWorld } from '../tag/tagWorld';

/*
 * The streamed downloads (spec 2 §7, the readings table's Download and the Table tab's Download CSV): every reading
 * of a range, written as the page's own CSV functions write it, behind a signed link.
 */
let w: TagWorld;
const MINUTE = 60;
/** More than the 50,000 rows the table used to stop at. */
const MANY = 60_000;
const ZONE = 'America/Chicago';
const DAY = 86_400;
/** Far enough back that all of them lie before now. */
const START = T0 - 40 * DAY;

const EXPORT = `query($d: Int!, $t: String!, $s: Float, $e: Float, $f: ReadingsExportFormat, $z: String) {
  readingsExport(deviceID: $d, tag: $t, startTime: $s, endTime: $e, format: $f, timeZone: $z) { rows url } }`;
type Link = { rows: number; url: string };

async function link(who: 'limited' | 'manager' | 'bManager', vars: Record<string, unknown>) {
  const r = await w.as<{ readingsExport: Link }>(who, EXPORT, vars);
  return r;
}
async function linkOf(vars: Record<string, unknown>, who: 'limited' | 'manager' = 'limited'): Promise<Link> {
  const r = await link(who, vars);
  expect(r.errors).toBeUndefined();
  return r.data!.readingsExport;
}
const get = (url: string) => w.t.app.fastify.inject({ method: 'GET', url });
const linesOf = (body: string) => body.replace(/\r\n$/, '').split('\r\n');

beforeAll(async () => {
  w = await tagWorld();
  // psr: a minute apart, a sensor temperature on every reading; a calibration offset of +1.5 psi shown in bar
  await w.addTag(w.dev.id, 'psr', { display_units: 'bar' });
  await w.db.insertInto('calibrations').values({ device_id: w.dev.id, tag: 'psr', time: START, offset: 1.5 }).execute();
  await w.addReadings(w.dev.id, 'psr', START, MINUTE, MANY, '100 + (i % 97) / 7.0', '60 + (i % 13)');
  // comments: one between two readings (nearer the later), two on one reading, one a second after a reading
  await w.db
    .insertInto('comments')
    .values([
      { device_id: w.dev.id, time: new Date((START + 10 * MINUTE + 40) * 1000), comment: 'Swabbed "well" 3' },
      { device_id: w.dev.id, time: new Date((START + 20 * MINUTE) * 1000), comment: 'Hauled' },
      { device_id: w.dev.id, time: new Date((START + 20 * MINUTE + 0.5) * 1000), comment: '=SUM(A1)' },
    ])
    .execute();
  // a radar shown as a level in gallons: a 120-inch tank, 10 gallons an inch; a filter that drops lone spikes
  await w.addTag(w.dev.id, 'dist', { filter_enabled: true, filter_threshold: 20 });
  await w.db
    .insertInto('calibrations')
    .values({ device_id: w.dev.id, tag: 'dist', time: T0, tank_height: 120, gallons_per_inch: 10, unit: 'gallons' })
    .execute();
  await w.addReadings(w.dev.id, 'dist', T0, MINUTE, 300, 'CASE WHEN i = 150 THEN 95 ELSE 40 + i / 30.0 END');
  await w.addTag(w.bDev.id, 'psr');
  await w.addReadings(w.bDev.id, 'psr', T0, MINUTE, 10, '50');
}, 120_000);
afterAll(() => w.close());

describe('the device page download', () => {
  it(`writes every reading of a range over ${MANY.toLocaleString()} rows, as deviceReadingsCsv writes them`, async () => {
    const l = await linkOf({ d: w.dev.id, t: 'psr', z: ZONE });
    expect(l.rows).toBe(MANY);
    expect(l.url).toMatch(new RegExp(`^/api/export/${w.dev.id}/psr/readings\\.csv\\?token=`));
    const res = await get(l.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Tank 9 - Pressure.csv"; filename*=UTF-8''Tank%209%20-%20Pressure.csv`,
    );
    const lines = linesOf(res.body);
    expect(lines).toHaveLength(MANY + 1);

    // the same rows through the domain's function, as the page wrote them when it held them all
    const rows = await w.db
      .selectFrom('readings')
      .select(['time', 'value', 'temp'])
      .where('device_id', '=', w.dev.id)
      .where('tag', '=', 'psr')
      .orderBy('time')
      .limit(40)
      .execute();
    const comments = await w.db
      .selectFrom('comments')
      .select(['time', 'comment'])
      .where('device_id', '=', w.dev.id)
      .orderBy('time')
      .execute();
    const conversion = conversionOf({ offset: 1.5 });
    const expected = deviceReadingsCsv(
      readingRows({
        times: rows.map((r) => r.time.getTime() / 1000),
        values: rows.map((r) => readingsTableValue('psr', r.value, { offset: 1.5 }, 'bar', conversion)),
        temps: rows.map((r) => r.temp),
        commentTimes: comments.map((c) => c.time.getTime() / 1000),
        comments: comments.map((c) => c.comment),
      }),
      { value: 'Pressure (bar)', temp: 'Sensor Temperature' },
      ZONE,
    );
    expect(res.body.startsWith(expected.slice(0, expected.length))).toBe(true);
    expect(lines[0]).toBe(`\uFEFF"Date (${ZONE})","UTC Offset","Pressure (bar)","Sensor Temperature","Comment"`);
    // the comment 40 s after a reading belongs to the next one; two on one reading are joined; a formula stays text
    expect(lines[12]).toMatch(/,"Swabbed ""well"" 3"$/);
    expect(lines[21]).toMatch(/,"Hauled; =SUM\(A1\)"$/);
    // the last row is the newest reading
    const newest = START + (MANY - 1) * MINUTE;
    expect(lines.at(-1)!.startsWith(`"${exportTime(newest, ZONE).join('","')}",`)).toBe(true);
  });

  it("dates default to the device's site zone; a range gives its rows only", async () => {
    const from = START + 100 * MINUTE;
    const l = await linkOf({ d: w.dev.id, t: 'psr', s: from, e: from + 9 * MINUTE });
    expect(l.rows).toBe(10);
    const lines = linesOf((await get(l.url)).body);
    expect(lines).toHaveLength(11);
    // the test company has no zone: the server's default, UTC
    expect(lines[0]!.startsWith('\uFEFF"Date (UTC)"')).toBe(true);
    expect(lines[1]!.startsWith(`"${exportTime(from, 'UTC').join('","')}",`)).toBe(true);
  });

  it('a range reaching now ends when the link is made: readings delivered late are in the file, later ones are not', async () => {
    const now = Math.floor(Date.now() / 1000);
    await w.addTag(w.dev.id, 'late');
    await w.addReadings(w.dev.id, 'late', now - 60 * MINUTE, 10 * MINUTE, 5, '7');
    const l = await linkOf({ d: w.dev.id, t: 'late', s: now - 60 * MINUTE });
    expect(l.rows).toBe(5);
    // a device sends what it buffered with the times it measured them: one inside the range, one after its end
    const end = Number(new URL(l.url, 'http://x').searchParams.get('end'));
    await w.addReadings(w.dev.id, 'late', end - 5 * MINUTE, 1, 1, '8');
    await w.addReadings(w.dev.id, 'late', end + 1, 1, 1, '9');
    const lines = linesOf((await get(l.url)).body);
    expect(lines).toHaveLength(1 + 6);
    expect(lines.filter((line) => line.includes('"8"'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('"9"'))).toHaveLength(0);
  });
});

describe('the Table tab download', () => {
  it('applies the tag’s corrections, calibration and unit, with the volume column, as readingsCsv writes them', async () => {
    await w.db.updateTable('tags').set({ display_units: 'in' }).where('device_id', '=', w.dev.id).where('tag', '=', 'dist').execute();
    const l = await linkOf({ d: w.dev.id, t: 'dist', f: 'TAG' });
    expect(l.rows).toBe(300);
    const res = await get(l.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Tank 9 Radar Fluid Level.csv"');
    const raw = await w.db
      .selectFrom('readings')
      .select(['time', 'value'])
      .where('device_id', '=', w.dev.id)
      .where('tag', '=', 'dist')
      .orderBy('time')
      .execute();
    const cal = { tankHeight: 120, gallonsPerInch: 10 };
    const corrected = applyCorrections(
      {
        times: raw.map((r) => r.time.getTime() / 1000),
        values: raw.map((r) => r.value),
        min: raw.map((r) => r.value),
        max: raw.map((r) => r.value),
        temps: raw.map(() => null),
      },
      {
        filterEnabled: true,
        filterThreshold: 20,
        filterMinimumValue: null,
        sensorTempFilterEnabled: false,
        sensorTempFilterThreshold: null,
        temperatureCorrectionEnabled: false,
        temperatureCorrectionCoefficient: 0,
        temperatureCorrectionThreshold: null,
        sf6NormalizationEnabled: false,
      },
    );
    // the lone spike is gone
    expect(corrected.times).toHaveLength(299);
    const expected = readingsCsv(
      corrected.times.map((time, i) => {
        const shown = sensorShownValue('dist', corrected.values[i]!, cal, 'in', conversionOf(cal));
        return { time, value: Math.round(shown * 1000) / 1000, volume: Math.round(shown * 10 * 10) / 10, comment: '' };
      }),
      'Radar Fluid Level (in)',
      'UTC',
    );
    expect(res.body).toBe(expected);
    expect(linesOf(res.body)[0]).toBe('\uFEFF"Date (UTC)","UTC Offset","Radar Fluid Level (in)","Volume (gallons)","Comment"');
  });

  it('shows the comments within a second of a reading', async () => {
    const l = await linkOf({ d: w.dev.id, t: 'psr', f: 'TAG', s: START, e: START + 30 * MINUTE });
    const lines = linesOf((await get(l.url)).body);
    expect(lines).toHaveLength(32);
    expect(lines[0]).toBe('\uFEFF"Date (UTC)","UTC Offset","Pressure (bar)","Comment"');
    expect(lines[21]).toMatch(
      new RegExp(
        `^"${exportTime(START + 20 * MINUTE, 'UTC')
          .join('","')
          .replace('+', '\\+')}","7\\.\\d+","Hauled \\| =SUM\\(A1\\)"$`,
      ),
    );
    // 40 s from the nearest reading: more than a second, so on no row
    expect(lines.some((l) => l.includes('Swabbed'))).toBe(false);
  });
});

describe('who may download', () => {
  it('a forged, altered, expired or foreign token gets 403 and one sentence; no data', async () => {
    const l = await linkOf({ d: w.dev.id, t: 'psr', s: START, e: START + DAY });
    const token = new URL(l.url, 'http://x').searchParams.get('token')!;
    const mine = { userId: w.users.limited.id, actorId: w.users.limited.id, deviceId: w.dev.id, tag: 'psr' };
    const bad = [
      l.url.replace(token, token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA')),
      l.url.replace(/token=[^&]+/, 'token='),
      l.url.replace(/token=[^&]+/, ''),
      l.url.replace(token, signSeriesLink(new Uint8Array(32).fill(7), mine)),
      l.url.replace('/psr/', '/temp/'),
      l.url.replace(token, signSeriesLink(w.t.app.services.signingKey, mine, Date.now() / 1000 - 7200)),
      // a genuine token of another company's user for this device: the policy refuses it
      l.url.replace(
        token,
        signSeriesLink(w.t.app.services.signingKey, { ...mine, userId: w.users.bManager.id, actorId: w.users.bManager.id }),
      ),
    ];
    for (const url of bad) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: 'This link is not valid or has expired.' });
    }
  });

  it("another company's user gets no link; a user who lost sight of the device gets nothing from his", async () => {
    const r = await link('bManager', { d: w.dev.id, t: 'psr' });
    expect(r.data?.readingsExport ?? null).toBeNull();
    expect(r.errors?.[0]?.extensions?.code).toBe('DEVICE_NOT_FOUND');
    const own = await link('bManager', { d: w.bDev.id, t: 'psr' });
    expect(own.data?.readingsExport.rows).toBe(10);
    const l = await linkOf({ d: w.dev.id, t: 'psr', s: START, e: START + DAY });
    const groups = await w.db.selectFrom('group_users').selectAll().where('user_id', '=', w.users.limited.id).execute();
    await w.db.deleteFrom('group_users').where('user_id', '=', w.users.limited.id).execute();
    const res = await get(l.url);
    await w.db.insertInto('group_users').values(groups).execute();
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Pressure');
  });

  it('bad numbers, format or zone get 400; the link asks the same', async () => {
    const l = await linkOf({ d: w.dev.id, t: 'psr', s: START, e: START + DAY });
    for (const change of [
      (u: string) => u.replace(/end=[^&]+/, 'end=abc'),
      (u: string) => u.replace(/start=[^&]+/, 'start=1e300'),
      (u: string) => u.replace(/start=[^&]+/, 'start=-5'),
      (u: string) => u.replace(/start=[^&]+/, `start=${START + 2 * DAY}`),
      (u: string) => `${u}&format=xml`,
      (u: string) => `${u}&tz=Mars/Olympus`,
    ]) {
      const res = await get(change(l.url));
      expect(res.statusCode, change(l.url)).toBe(400);
      expect(res.body).not.toMatch(/timestamp|postgres/i);
    }
    const r = await link('limited', { d: w.dev.id, t: 'psr', s: START + DAY, e: START });
    expect(r.errors?.[0]?.extensions?.code).toBe('EXPORT_INPUT_INVALID');
    const z = await link('limited', { d: w.dev.id, t: 'psr', z: 'Mars/Olympus' });
    expect(z.errors?.[0]?.extensions?.code).toBe('EXPORT_INPUT_INVALID');
  });
});
