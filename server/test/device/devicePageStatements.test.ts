import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementRecorder } from '../helpers/statementCounter';
import { deviceWorld, type DeviceWorld } from './deviceWorld';

/** What the device page costs the database: its document asks for the device twice (deviceRe, deviceGps). */
let w: DeviceWorld;
let rec: ReturnType<typeof statementRecorder>;
beforeAll(async () => {
  w = await deviceWorld();
  rec = statementRecorder(w.t.database.pool);
});
afterAll(() => w.close());

const PAGE = `query($id: Int!) {
  deviceRe(id: $id) { id name latitude tags { tag } }
  deviceGps(id: $id) { latitude longitude }
}`;
const readsDevice = (sql: string) => /^select \* from "devices"/.test(sql);

describe('the device page', () => {
  it('reads its device row once for deviceRe and deviceGps together', async () => {
    const d = await w.fresh({ name: 'Well 9', latitude: 31.5, longitude: -102.25 });
    let answer: Awaited<ReturnType<DeviceWorld['as']>> | undefined;
    const texts = await rec.during(async () => {
      answer = await w.as('limited', PAGE, { id: d.id });
    });
    expect(answer?.errors).toBeUndefined();
    expect(answer?.data).toMatchObject({ deviceRe: { id: d.id, name: 'Well 9', latitude: 31.5 }, deviceGps: { latitude: 31.5 } });
    expect(texts.filter(readsDevice)).toHaveLength(1);
  });

  it('answers null for both to a user outside its groups, still in one read', async () => {
    const texts = await rec.during(async () => {
      const r = await w.as('limited', PAGE, { id: w.bDevice.id });
      expect(r.data).toEqual({ deviceRe: null, deviceGps: null });
    });
    expect(texts.filter(readsDevice)).toHaveLength(1);
  });
});
