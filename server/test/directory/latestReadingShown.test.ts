import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagReading, type ShownCalibration } from '@fieldwatch/domain';
import { DEMO_ACCOUNTS } from '../../src/demo/demoAccounts';
import { seedDemo } from '../../src/demo/seedDemo';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { data } from './deviceWorld';

/**
 * One computation per number: a list's Last Reading (devicesRe and the Directory CSV's directoryDevices,
 * `latestReadingShown`) is what the device's card computes from the same tag (domain tagReading), for every demo
 * device, and so differs from the stored `latestReading` wherever a calibration or a display unit moves it.
 */
let t: TestApp;
let superUserId: number;

const CALIBRATION = 'offset fluid api tds sg tankHeight tankVolume tankShape gallonsPerInch strap kFactor productionOffset';
const SHOWN = 'latestReading latestReadingShown { value unit text }';
const LIST = `query { devicesRe(query: "all", limit: 5000, includeInactive: true, includeOOS: true) {
  id defaultTag displayUnits ${SHOWN}
  tags { tag value ymin ymax displayUnits barrelsPerInch calibration { ${CALIBRATION} } alarms { flag } }
} }`;
const CSV = `query { directoryDevices { id ${SHOWN} } }`;

interface Shown {
  value: number | null;
  unit: string;
  text: string;
}
interface ListDevice {
  id: number;
  defaultTag: string | null;
  displayUnits: string | null;
  latestReading: number | null;
  latestReadingShown: Shown | null;
  tags: {
    tag: string;
    value: number | null;
    ymin: number | null;
    ymax: number | null;
    displayUnits: string | null;
    barrelsPerInch: number | null;
    calibration: ShownCalibration | null;
    alarms: { flag: string };
  }[];
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.database.pool);
  const email = DEMO_ACCOUNTS.find((a) => a.role === 'superUser')!.email;
  superUserId = (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(() => t?.close());

describe('latestReadingShown', () => {
  it("is the card's reading of the default tag for every demo device, in lists and in the Directory CSV's query", async () => {
    const list = (await data<{ devicesRe: ListDevice[] }>(t, superUserId, LIST)).devicesRe;
    let moved = 0;
    for (const d of list) {
      const tag = d.tags.find((x) => x.tag === d.defaultTag);
      if (!tag) {
        expect(d.latestReadingShown, `device ${d.id}`).toBeNull();
        continue;
      }
      const card = tagReading(tag, d);
      expect(d.latestReadingShown, `device ${d.id}`).toEqual({ value: card.value, unit: card.unit, text: card.text });
      if (card.value !== null && d.latestReading !== null && Math.abs(card.value - d.latestReading) > 1e-6) moved++;
    }
    expect(list.length).toBeGreaterThan(40);
    // the demo has calibrated tanks and units other than the base unit: the stored value would be another number
    expect(moved).toBeGreaterThan(3);

    const csv = new Map((await data<{ directoryDevices: ListDevice[] }>(t, superUserId, CSV)).directoryDevices.map((d) => [d.id, d]));
    for (const d of list) expect(csv.get(d.id)?.latestReadingShown, `device ${d.id}`).toEqual(d.latestReadingShown);
  });
});
