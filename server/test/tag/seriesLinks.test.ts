import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSeriesLink } from '../../src/tag/links/seriesLinkToken';
import { T0, tagWorld, type TagWorld } from './tagWorld';

let w: TagWorld;
const DAY = 86_400;

beforeAll(async () => {
  w = await tagWorld();
  await w.addTag(w.dev.id, 'psr', { additional_tags: JSON.stringify([{ tag: 'temp', displayUnits: 'f', ymin: 0, ymax: 150 }]) });
  await w.addTag(w.dev.id, 'temp');
  await w.addTag(w.dev.id, 'vib');
  await w.addTag(w.bDev.id, 'psr');
  // two days of 15-minute readings: psr 100 at 68 °F, then 100 at 32 °F (SF6 normalisation lowers the cold half)
  await w.addReadings(w.dev.id, 'psr', T0, 900, 192, '100', 'CASE WHEN i < 96 THEN 68 ELSE 32 END');
  await w.addReadings(w.dev.id, 'temp', T0, 900, 192, '70');
  // a vibration with 24 cycles a day
  await w.addReadings(w.dev.id, 'vib', T0, 300, 2048, 'sin(2 * pi() * i * 300 / 3600.0)');
  await w.addReadings(w.bDev.id, 'psr', T0, 900, 10, '50');
});
afterAll(() => w.close());

const Q = `query($d: Int!, $t: String!, $s: Float, $e: Float) {
  deviceReGraph(deviceID: $d, tag: $t) {
    tag { data(startTime: $s, endTime: $e, downsampled: false) fourierData(startTime: $s, endTime: $e) sf6NormalizedData(startTime: $s, endTime: $e)
          additionalTags(startTime: $s, endTime: $e) { tag displayUnits data } }
  }
}`;
type Links = {
  data: string;
  fourierData: string;
  sf6NormalizedData: string;
  additionalTags: { tag: string; displayUnits: string | null; data: string }[];
};

async function links(who: 'limited' | 'manager' | 'bManager', d: number, t: string): Promise<Links> {
  const r = await w.as<{ deviceReGraph: { tag: Links } }>(who, Q, { d, t, s: T0, e: T0 + 2 * DAY });
  expect(r.errors).toBeUndefined();
  return r.data!.deviceReGraph.tag;
}

// a plain GET: no Authorization header, only the link
const get = (url: string) => w.t.app.fastify.inject({ method: 'GET', url });

describe('series links (spec 2 §3 Tag)', () => {
  it('the data link answers the columnar series to a plain GET, for a user who may see the device', async () => {
    const l = await links('limited', w.dev.id, 'psr');
    expect(l.data).toMatch(new RegExp(`^/api/series/${w.dev.id}/psr/data\\?token=`));
    const res = await get(l.data);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      ['bucket', 'deviceID', 'end', 'kind', 'max', 'min', 'source', 'start', 'tag', 'temps', 'times', 'values'].sort(),
    );
    expect(body).toMatchObject({ deviceID: w.dev.id, tag: 'psr', kind: 'data', source: 'raw', bucket: 0, start: T0, end: T0 + 2 * DAY });
    expect(body.times).toHaveLength(192);
    expect((body.values as number[])[0]).toBe(100);
    expect((body.temps as number[])[100]).toBe(32);
  });

  it('the range in the query string can be changed by the caller', async () => {
    const l = await links('limited', w.dev.id, 'psr');
    const url = l.data.replace(/start=[^&]+/, `start=${T0 + DAY}`);
    const body = (await get(url)).json() as { times: number[] };
    expect(body.times).toHaveLength(96);
    expect(body.times[0]).toBe(T0 + DAY);
    expect((await get(l.data.replace(/end=[^&]+/, 'end=abc'))).statusCode).toBe(400);
    // times PostgreSQL cannot hold are refused before any SQL, with our sentence, never the database's
    for (const bad of ['start=1e300', 'start=-5e15', 'start=99999999999999']) {
      const res = await get(l.data.replace(/start=[^&]+/, bad));
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).not.toMatch(/timestamp|out of range|postgres/i);
    }
  });

  it('refuses time arguments that are no epoch seconds before they reach SQL', async () => {
    for (const s of [1e300, -5e15]) {
      const r = await w.as('limited', Q, { d: w.dev.id, t: 'psr', s, e: T0 + DAY });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
      expect(r.errors?.[0]?.message).toContain('startTime must be epoch seconds');
    }
  });

  it('the SF6 link refers pressures to 68 °F: unchanged at 68 °F, lower in the cold', async () => {
    const l = await links('manager', w.dev.id, 'psr');
    const body = (await get(l.sf6NormalizedData)).json() as { kind: string; times: number[]; values: number[] };
    expect(body.kind).toBe('sf6');
    expect(body.values[0]).toBeCloseTo(100, 6);
    // (100 + 14.696) x 293.15 / 273.15 - 14.696
    expect(body.values[150]).toBeCloseTo(108.396, 2);
  });

  it('the Fourier link answers the spectrum computed from the data: the peak at 24 cycles a day', async () => {
    const l = await links('limited', w.dev.id, 'vib');
    const body = (await get(l.fourierData)).json() as { kind: string; frequencies: number[]; amplitudes: number[] };
    expect(body.kind).toBe('fourier');
    expect(body.frequencies.length).toBeGreaterThan(100);
    const peak = body.amplitudes.indexOf(Math.max(...body.amplitudes));
    expect(body.frequencies[peak]).toBeCloseTo(24, 0);
  });

  it('each additional tag has a data link of its own', async () => {
    const l = await links('limited', w.dev.id, 'psr');
    const temp = l.additionalTags.find((a) => a.tag === 'temp')!;
    expect(temp.displayUnits).toBe('f');
    const body = (await get(temp.data)).json() as { tag: string; values: number[] };
    expect(body.tag).toBe('temp');
    expect(body.values[0]).toBe(70);
  });

  it("averageTempData links to the daily mean sensor temperature, with each day's extremes and reading count", async () => {
    const r = await w.as<{ deviceReGraph: { tag: { averageTempData: string } } }>(
      'limited',
      `query($d: Int!, $s: Float, $e: Float) { deviceReGraph(deviceID: $d, tag: "psr") { tag { averageTempData(startTime: $s, endTime: $e) } } }`,
      { d: w.dev.id, s: T0, e: T0 + 2 * DAY },
    );
    expect(r.errors).toBeUndefined();
    const url = r.data!.deviceReGraph.tag.averageTempData;
    expect(url).toMatch(new RegExp(`^/api/series/${w.dev.id}/psr/avgtemp\\?token=`));
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    // the first day read 68 °F all day, the second 32 °F (T0 starts a day)
    expect(res.json()).toEqual({
      deviceID: w.dev.id,
      tag: 'psr',
      kind: 'avgtemp',
      start: T0,
      end: T0 + 2 * DAY,
      times: [T0, T0 + DAY],
      values: [68, 32],
      min: [68, 32],
      max: [68, 32],
      counts: [96, 96],
    });
    // half of the second day: its mean is of those readings only
    const half = (await get(url.replace(/start=[^&]+/, `start=${T0 + DAY + DAY / 2}`))).json() as { times: number[]; counts: number[] };
    expect(half.times).toEqual([T0 + DAY]);
    expect(half.counts).toEqual([48]);
    // a tag whose readings carry no temperature has no days; another company's user cannot read it
    const vib = (await get(url.replace('/psr/', '/vib/'))).statusCode;
    expect(vib).toBe(403); // the token is bound to its tag
    const b = await w.as<{ deviceReGraph: { tag: { averageTempData: string } } }>(
      'bManager',
      `query($d: Int!) { deviceReGraph(deviceID: $d, tag: "psr") { tag { averageTempData } } }`,
      { d: w.dev.id },
    );
    expect(b.data?.deviceReGraph ?? null).toBeNull();
    const own = await w.as<{ deviceReGraph: { tag: { averageTempData: string } } }>(
      'limited',
      `query($d: Int!) { deviceReGraph(deviceID: $d, tag: "vib") { tag { averageTempData } } }`,
      { d: w.dev.id },
    );
    expect(((await get(own.data!.deviceReGraph.tag.averageTempData)).json() as { times: number[] }).times).toEqual([]);
  });

  it('a forged, altered, expired or foreign token gets 403 JSON and no data', async () => {
    const l = await links('limited', w.dev.id, 'psr');
    const token = new URL(l.data, 'http://x').searchParams.get('token')!;
    const bad = [
      l.data.replace(token, token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA')),
      l.data.replace(/token=[^&]+/, 'token='),
      l.data.replace(/token=[^&]+/, ''),
      // a token for the same user and device signed with another key
      l.data.replace(
        token,
        signSeriesLink(new Uint8Array(32).fill(7), {
          userId: w.users.limited.id,
          actorId: w.users.limited.id,
          deviceId: w.dev.id,
          tag: 'psr',
        }),
      ),
      // a genuine token for one tag does not open another
      l.data.replace('/psr/', '/temp/'),
      // expired: signed two hours ago with the server's key
      l.data.replace(
        token,
        signSeriesLink(
          w.t.app.services.signingKey,
          { userId: w.users.limited.id, actorId: w.users.limited.id, deviceId: w.dev.id, tag: 'psr' },
          Date.now() / 1000 - 7200,
        ),
      ),
    ];
    for (const url of bad) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: 'This link is not valid or has expired.' });
    }
  });

  it('a user of another company gets 403, with a token of his own or a genuine one bound to himself', async () => {
    // bManager cannot even obtain links to company A's tag
    const r = await w.as('bManager', Q, { d: w.dev.id, t: 'psr', s: T0, e: T0 + DAY });
    expect(r.data?.deviceReGraph ?? null).toBeNull();
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // a correctly signed token bound to bManager and A's device: the policy refuses it
    const forged = signSeriesLink(w.t.app.services.signingKey, {
      userId: w.users.bManager.id,
      actorId: w.users.bManager.id,
      deviceId: w.dev.id,
      tag: 'psr',
    });
    const res = await get(`/api/series/${w.dev.id}/psr/data?token=${encodeURIComponent(forged)}`);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('100');
    // his own device's link works
    const own = await links('bManager', w.bDev.id, 'psr');
    expect((await get(own.data)).statusCode).toBe(200);
  });

  it('a link stops working when its user loses sight of the device', async () => {
    const l = await links('limited', w.dev.id, 'psr');
    await w.db.deleteFrom('group_users').where('user_id', '=', w.users.limited.id).execute();
    expect((await get(l.data)).statusCode).toBe(403);
  });

  it("a 2nd to 5th graph has a data link; one pointing at another company's device is refused when fetched", async () => {
    await w.db
      .updateTable('tags')
      .set({
        secondary_graph: JSON.stringify({ deviceID: w.dev.id, tag: 'temp' }),
        third_graph: JSON.stringify({ deviceID: w.bDev.id, tag: 'psr' }),
      })
      .where('device_id', '=', w.dev.id)
      .where('tag', '=', 'psr')
      .execute();
    const r = await w.as<{ deviceReGraph: { settings: { secondaryGraph: { data: string }; thirdGraph: { data: string } } } }>(
      'manager',
      `query($d: Int!) { deviceReGraph(deviceID: $d, tag: "psr") { settings { secondaryGraph { data(downsampled: false) } thirdGraph { data } } } }`,
      { d: w.dev.id },
    );
    expect(r.errors).toBeUndefined();
    const own = await get(r.data!.deviceReGraph.settings.secondaryGraph.data);
    expect(own.statusCode).toBe(200);
    expect((own.json() as { tag: string; values: number[] }).values[0]).toBe(70);
    expect((await get(r.data!.deviceReGraph.settings.thirdGraph.data)).statusCode).toBe(403);
  });
});
