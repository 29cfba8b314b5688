import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { browserSuite } from './helpers/browserSuite';
import { MARY, graphDrawn, operationOf, tagPageOpener } from './helpers/tagPage';
import { expectAccessible } from './helpers/axe';

/*
 * The sensor page's banners (spec 2 §2.2, §4.3) and who is offered Add Calibration (§2.2, §6), against the real
 * server with demo data. Each test arranges its tag in the database and puts it back, on devices other browser files
 * leave alone: Spare Pressure (31007, psr; it stopped reporting, so no reading re-evaluates a flag set here) and Oil
 * Tank B1 (20111, spsr).
 */

const LIZ = { phone: '5552010004', name: 'Liz Limited' };
const DANA = { phone: '5552010005', name: 'Dana Demo' };
const SPARE = 31007;
const OIL_B1 = 20111;

const suite = browserSuite('tagbanners');

const open = tagPageOpener(suite);
/** Opens the graph's click menu the way a user does: a click in the plot. */
const openClickMenu = async (page: Page) => {
  const graph = page.getByTestId('tag-graph');
  const box = (await graph.boundingBox())!;
  await graph.click({ position: { x: box.width * 0.5, y: box.height * 0.5 } });
  await page.getByRole('menu', { name: 'Graph point' }).waitFor();
};

type AlarmState = {
  alarm_flag: string;
  alarm_flag_time: Date | null;
  alarm_acknowledged_at: Date | null;
  alarm_acknowledged_by: number | null;
};
const alarmState = async (deviceID: number, tag: string): Promise<AlarmState> =>
  (
    await suite.db.query<AlarmState>(
      'SELECT alarm_flag, alarm_flag_time, alarm_acknowledged_at, alarm_acknowledged_by FROM tags WHERE device_id = $1 AND tag = $2',
      [deviceID, tag],
    )
  ).rows[0]!;
/** The tag's alarm state as the alarm engine of another process would set it. */
async function setAlarmState(deviceID: number, tag: string, s: AlarmState) {
  await suite.db.query(
    'UPDATE tags SET alarm_flag = $3, alarm_flag_time = $4, alarm_acknowledged_at = $5, alarm_acknowledged_by = $6 WHERE device_id = $1 AND tag = $2',
    [deviceID, tag, s.alarm_flag, s.alarm_flag_time, s.alarm_acknowledged_at, s.alarm_acknowledged_by],
  );
}

/** Deletes the tag's calibrations and returns how to put them back. */
async function withoutCalibrations(deviceID: number, tag: string): Promise<() => Promise<void>> {
  const saved = (await suite.db.query('SELECT * FROM calibrations WHERE device_id = $1 AND tag = $2', [deviceID, tag])).rows;
  await suite.db.query('DELETE FROM calibrations WHERE device_id = $1 AND tag = $2', [deviceID, tag]);
  return async () => {
    await suite.db.query('INSERT INTO calibrations SELECT * FROM json_populate_recordset(null::calibrations, $1)', [JSON.stringify(saved)]);
  };
}

const NO_CALIBRATION_HINT =
  'This sensor is not calibrated and gives unreliable data. Click a point on the graph and choose Add Calibration.';
const NO_CALIBRATION_PLAIN = 'This sensor is not calibrated and gives unreliable data.';

describe('alarm flag banner (Mary Manager, Spare Pressure)', () => {
  let page: Page;
  let before: AlarmState;
  beforeAll(async () => {
    before = await alarmState(SPARE, 'psr');
    await setAlarmState(SPARE, 'psr', {
      alarm_flag: 'high',
      alarm_flag_time: new Date(Date.now() - 3_600_000),
      alarm_acknowledged_at: null,
      alarm_acknowledged_by: null,
    });
    page = await open(MARY, SPARE, 'psr');
  });
  afterAll(async () => {
    await page.context().close();
    await setAlarmState(SPARE, 'psr', before);
  });

  it('reads the flag message; Cancel keeps it and sends nothing; Confirm acknowledges, logs and hides it', async () => {
    const banner = page.getByTestId('flag-banner');
    await banner.waitFor();
    expect(await banner.getByText(/^The sensor/).innerText()).toBe('The sensor triggered a high alarm.');
    const acks: Request[] = [];
    page.on('request', (r) => {
      if (operationOf(r) === 'AckAlarm') acks.push(r);
    });

    await banner.getByRole('button', { name: 'Acknowledge' }).click();
    await banner.getByRole('button', { name: 'Cancel' }).waitFor();
    await expectAccessible(page, 'sensor: alarm banner asking to confirm the acknowledgement');
    await banner.getByRole('button', { name: 'Cancel' }).click();
    await banner.getByRole('button', { name: 'Acknowledge' }).waitFor();
    await page.waitForTimeout(500);
    expect(acks).toHaveLength(0);
    expect((await alarmState(SPARE, 'psr')).alarm_acknowledged_at).toBeNull();
    await suite.screenshot(page, 'flag-banner');

    const since = new Date(Date.now() - 5_000);
    // the Alarms tab is open while acknowledging: its history follows without a reload (spec 2 §4.3)
    await page.getByRole('tab', { name: 'Alarms' }).click();
    const history = page.getByRole('table', { name: 'Alarm History' });
    await history.waitFor();
    const acksShown = await history.getByText('Alarm acknowledged').count();
    await banner.getByRole('button', { name: 'Acknowledge' }).click();
    const answered = page.waitForResponse((r) => operationOf(r.request()) === 'AckAlarm');
    await banner.getByRole('button', { name: 'Confirm' }).click();
    expect((await answered).ok()).toBe(true);
    await expect.poll(() => history.getByText('Alarm acknowledged').count(), { timeout: 10_000 }).toBe(acksShown + 1);
    expect(acks).toHaveLength(1);
    expect(acks[0]!.postDataJSON().variables).toEqual({ deviceID: SPARE, tag: 'psr' });
    await banner.waitFor({ state: 'detached' });
    const log = await suite.db.query(
      `SELECT l.action FROM alarm_log l JOIN users u ON u.id = l.user_id WHERE l.device_id = $1 AND l.tag = 'psr' AND l.action = 'ack' AND l.time >= $2 AND u.first_name = 'Mary'`,
      [SPARE, since],
    );
    expect(log.rows).toHaveLength(1);
    expect((await alarmState(SPARE, 'psr')).alarm_acknowledged_at).toBeInstanceOf(Date);
  });

  it('a return to norm shows the norm message until acknowledged; a tag resting at norm shows none', async () => {
    await setAlarmState(SPARE, 'psr', {
      alarm_flag: 'norm',
      alarm_flag_time: new Date(Date.now() - 60_000),
      alarm_acknowledged_at: null,
      alarm_acknowledged_by: null,
    });
    // the address keeps the tab through a reload: back on the Graph, whose drawing tells the reloaded page is ready
    await page.getByRole('tab', { name: 'Graph' }).click();
    await page.reload();
    await graphDrawn(page);
    const banner = page.getByTestId('flag-banner');
    await banner.getByText("The sensor's reading returned to normal.", { exact: true }).waitFor();
    await banner.getByRole('button', { name: 'Acknowledge' }).click();
    await banner.getByRole('button', { name: 'Confirm' }).click();
    await banner.waitFor({ state: 'detached' });
    expect((await alarmState(SPARE, 'psr')).alarm_acknowledged_at).toBeInstanceOf(Date);

    await setAlarmState(SPARE, 'psr', {
      alarm_flag: 'norm',
      alarm_flag_time: null,
      alarm_acknowledged_at: null,
      alarm_acknowledged_by: null,
    });
    await page.reload();
    await graphDrawn(page);
    await page.getByText(`Device ID: ${SPARE}`).waitFor();
    expect(await page.getByTestId('flag-banner').count()).toBe(0);
  });
});

describe('alarm rule banner and the no-calibration warning', () => {
  it('a rule that has been sent shows the rule banner, whose button opens the Alarms tab; a psr tag has no calibration warning', async () => {
    const rule = await suite.db.query<{ id: number }>(
      `INSERT INTO alarm_rules (device_id, tag, name, symbol, value, "desc", sent) VALUES ($1, 'psr', 'Banner test rule', 1, 9999, NULL, 1) RETURNING id`,
      [SPARE],
    );
    const restore = await withoutCalibrations(SPARE, 'psr');
    const page = await open(MARY, SPARE, 'psr');
    try {
      const banner = page.getByTestId('rule-banner');
      await banner.getByText('An alarm rule for this sensor has triggered. See the Alarms tab.', { exact: true }).waitFor();
      expect(await page.getByRole('tab', { name: 'Alarms' }).getAttribute('aria-selected')).toBe('false');
      await banner.getByRole('button', { name: 'View Alarms' }).click();
      await expect.poll(() => page.getByRole('tab', { name: 'Alarms' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByRole('tab', { name: 'Graph' }).getAttribute('aria-selected')).toBe('false');
      // psr is not among the tags that warn (spec 2 §2.2): no warning even with no calibration at all
      expect(await page.getByTestId('calibration-warning').count()).toBe(0);
    } finally {
      await page.context().close();
      await suite.db.query('DELETE FROM alarm_rules WHERE id = $1', [rule.rows[0]!.id]);
      await restore();
    }
  });

  it('an uncalibrated spsr tag warns, with the Add Calibration hint for a manager', async () => {
    const restore = await withoutCalibrations(OIL_B1, 'spsr');
    const page = await open(MARY, OIL_B1, 'spsr');
    try {
      expect(await page.getByTestId('calibration-warning').innerText()).toBe(NO_CALIBRATION_HINT);
      await suite.screenshot(page, 'calibration-warning');
    } finally {
      await page.context().close();
      await restore();
    }
    // calibrated again, the same page has no warning
    const again = await open(MARY, OIL_B1, 'spsr');
    await again.getByText(`Device ID: ${OIL_B1}`).waitFor();
    expect(await again.getByTestId('calibration-warning').count()).toBe(0);
    await again.context().close();
  });
});

describe('Add Calibration by role', () => {
  it('a limited user is not offered Add Calibration, and the warning does not point to it', async () => {
    const restore = await withoutCalibrations(OIL_B1, 'spsr');
    const page = await open(LIZ, OIL_B1, 'spsr');
    try {
      expect(await page.getByTestId('calibration-warning').innerText()).toBe(NO_CALIBRATION_PLAIN);
      await openClickMenu(page);
      await page.getByRole('menuitem', { name: 'Add Comment' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Add Calibration' }).count()).toBe(0);
    } finally {
      await page.context().close();
      await restore();
    }
  });

  it('a demo user choosing Add Calibration is shown the demo notice, not the form', async () => {
    const page = await open(DANA, OIL_B1, 'spsr');
    try {
      await openClickMenu(page);
      await page.getByRole('menuitem', { name: 'Add Calibration' }).click();
      const dialog = page.getByRole('dialog', { name: 'Action Restricted for Demo Users' });
      await dialog.getByText('Demo users are unable to calibrate sensors.', { exact: true }).waitFor();
      await suite.screenshot(page, 'demo-calibration-notice');
      await dialog.getByRole('button', { name: 'Ok' }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });
});
