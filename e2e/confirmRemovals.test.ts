import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ALARM_DEVICE, createAlarmDevice, dropAlarmDevice, resetTempAlarms, tempRules } from './helpers/alarmDevice';
import { baseUrl } from './helpers/browser';
import { expectAccessible } from './helpers/axe';
import { BIG_TANK, FRANK, openTab, tagAlarmsSuite } from './helpers/tagAlarmsSuite';
import { undoFromToast } from './helpers/undoToast';

/*
 * What destroys work asks first, naming what goes, and what can be put back offers an Undo for 10 s
 * (web/src/ui/removal/, server/src/undo/): Remove All Alarms and Clear Fota here; Delete Data Point in
 * tagAnnotations.test.ts and tagSeries.test.ts, Clear Data in device.test.ts. Also: the calibration form saved
 * untouched changes nothing (the tank keeps its name and its Consumption Report tab).
 */

const { suite, signedIn } = tagAlarmsSuite();
// the modals' pictures for review, beside the suite's own folder
const SHOTS = process.env.CONFIRM_SHOTS_DIR ?? '/work/notes/confirm-shots';
const SAM = { phone: '5552010001', name: 'Sam Super' };

/** Pictures the open dialog at this width, in light and dark. */
async function shootDialog(page: Page, name: string): Promise<void> {
  await fs.mkdir(SHOTS, { recursive: true }).catch(() => undefined);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300);
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${scheme}.png` }).catch(() => undefined);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const frankId = async () =>
  (await suite.db.query(`SELECT id FROM users WHERE phone_number LIKE $1`, [`%${FRANK.phone}`])).rows[0].id as number;
const tempActions = async () =>
  (await suite.db.query(`SELECT user_id, action, delay FROM alarm_actions WHERE device_id = $1 AND tag = 'temp'`, [ALARM_DEVICE])).rows;
const tempThresholds = async () =>
  (await suite.db.query(`SELECT critical_high, high_warning, low_warning FROM tags WHERE device_id = $1 AND tag = 'temp'`, [ALARM_DEVICE]))
    .rows[0];
const mutationsSent = (page: Page) => {
  const names: string[] = [];
  page.on('request', (r) => {
    const body = r.postData() ?? '';
    if (r.url().endsWith('/api/graphql') && body.includes('mutation')) names.push(body);
  });
  return names;
};

describe('Remove All Alarms', () => {
  beforeAll(async () => {
    await createAlarmDevice(suite.db);
  });
  afterAll(() => dropAlarmDevice(suite.db));

  it('asks first, naming every rule and notification; Cancel changes nothing; Undo puts them back', async () => {
    await resetTempAlarms(suite.db);
    await suite.db.query(`INSERT INTO alarm_actions (device_id, tag, user_id, action, delay) VALUES ($1, 'temp', $2, 'email', 0)`, [
      ALARM_DEVICE,
      await frankId(),
    ]);
    const rules = await tempRules(suite.db);
    const actions = await tempActions();
    const thresholds = await tempThresholds();
    for (const width of [1280, 390]) {
      const page = await signedIn(FRANK, width);
      const sent = mutationsSent(page);
      await openTab(page, ALARM_DEVICE, 'temp', 'Alarms');
      const tab = page.getByTestId('alarms-tab');
      await tab.getByRole('button', { name: 'Edit Alarm' }).click();
      await tab.getByRole('button', { name: 'Remove All Alarms' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove All Alarms' });
      await dialog
        .getByText('Remove the rule, the notification and the legacy thresholds of E2E Alarm Heater · Sensor Temperature?')
        .waitFor();
      await dialog.getByText("Nobody will be notified of this tag's alarms.").waitFor();
      await dialog.getByText('You can undo it for 10 seconds afterwards.').waitFor();
      if (width === 1280) await expectAccessible(page, 'sensor: Remove All Alarms confirmation');
      await shootDialog(page, 'remove-all-alarms');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(sent).toEqual([]);
      expect(await tempRules(suite.db)).toEqual(rules);
      await page.context().close();
    }

    const page = await signedIn(FRANK);
    await openTab(page, ALARM_DEVICE, 'temp', 'Alarms');
    const tab = page.getByTestId('alarms-tab');
    await tab.getByRole('button', { name: 'Edit Alarm' }).click();
    await tab.getByRole('button', { name: 'Remove All Alarms' }).click();
    await page.getByRole('dialog', { name: 'Remove All Alarms' }).getByRole('button', { name: 'Remove All Alarms' }).click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Settings Updated' });
    await toast.getByRole('button', { name: 'Undo' }).waitFor();
    expect(await tempRules(suite.db)).toEqual([]);
    expect(await tempActions()).toEqual([]);
    await suite.screenshot(page, 'remove-all-alarms-undo-toast');
    await undoFromToast(page, toast);
    const back = await tempRules(suite.db);
    expect(back.map(({ name, symbol, value, desc }) => ({ name, symbol, value, desc }))).toEqual(
      rules.map(({ name, symbol, value, desc }) => ({ name, symbol, value, desc })),
    );
    expect(await tempActions()).toEqual(actions);
    expect(await tempThresholds()).toEqual(thresholds);
    await tab.getByRole('cell', { name: 'E2E hot' }).waitFor();
    await page.context().close();
  });
});

describe('Clear Fota', () => {
  it('names the firmware it withdraws; Cancel sends nothing', async () => {
    const fota = await suite.db.query(
      `SELECT device_id, key, desired_value FROM device_settings WHERE key IN ('control_1', 'relocate_image_signature')
        AND desired_value IS NOT NULL ORDER BY device_id LIMIT 1`,
    );
    const device = fota.rows[0] ? Number(fota.rows[0].device_id) : BIG_TANK;
    for (const width of [1280, 390]) {
      const page = await signedIn(SAM, width);
      const sent = mutationsSent(page);
      await page.goto(`${baseUrl()}/#/devices/${device}`);
      await page.getByRole('button', { name: 'Clear Fota' }).click();
      const dialog = page.getByRole('dialog', { name: 'Clear Fota' });
      await dialog.getByText(/^Clear Fota of .+\?$/).waitFor();
      if (fota.rows[0]) await dialog.getByText(new RegExp(`${fota.rows[0].key} ${fota.rows[0].desired_value}`)).waitFor();
      await shootDialog(page, 'clear-fota');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(sent).toEqual([]);
      await page.context().close();
    }
  });
});

describe('the calibration form saved untouched', () => {
  it('sends nothing: the tank keeps its name and its Consumption Report tab', async () => {
    const calibrations = () =>
      suite.db.query(`SELECT time, tank_name, fluid FROM calibrations WHERE device_id = $1 AND tag = 'spsr' ORDER BY time`, [BIG_TANK]);
    const before = (await calibrations()).rows;
    expect(before.at(-1)).toMatchObject({ tank_name: 'Big Tank 1', fluid: 'oil' });
    const page = await signedIn(FRANK);
    const sent = mutationsSent(page);
    await page.goto(`${baseUrl()}/#/devices/${BIG_TANK}/tags/spsr`);
    await page.getByRole('tab', { name: 'Consumption Report' }).waitFor({ timeout: 15_000 });
    const graph = page.locator('[data-testid="tag-graph"][data-drawn="yes"]');
    await graph.waitFor({ timeout: 20_000 });
    const box = (await graph.boundingBox())!;
    await graph.click({ position: { x: box.width * 0.5, y: box.height * 0.5 } });
    await page.getByRole('menuitem', { name: 'Add Calibration' }).click();
    const form = page.getByTestId('generic-calibration');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('No changes to save.').waitFor();
    expect(sent.filter((b) => b.includes('updateCalibration'))).toEqual([]);
    expect((await calibrations()).rows).toEqual(before);
    await page.reload();
    await page.getByRole('tab', { name: 'Consumption Report' }).waitFor({ timeout: 15_000 });
    await page.context().close();
  });
});
