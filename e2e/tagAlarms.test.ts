import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ALARM_DEVICE,
  createAlarmDevice,
  desiredConfigVersion,
  dropAlarmDevice,
  reportSettings,
  resetTempAlarms,
  tempLog,
  tempRules,
} from './helpers/alarmDevice';
import { BIG_TANK, FRANK, openTab, tagAlarmsSuite } from './helpers/tagAlarmsSuite';
import { expectAccessible } from './helpers/axe';

/*
 * The sensor page's alarm panel (web/src/features/tagAlarms), on the tag page shell (/devices/:id/tags/:tag) against
 * the real server with demo data. A tab that does not appear fails the test: the shell hosts the panel. The sonar
 * calibration wizard and the report spreadsheet are in tagSonarWizardAndSpreadsheet.test.ts.
 */

const LIZ = { phone: '5552010004', name: 'Liz Limited' };
const DANA = { phone: '5552010005', name: 'Dana Demo' };

const { suite, signedIn } = tagAlarmsSuite();

/** The Alarms tab of the test device's temp tag, as the user sees it. */
async function alarmsOf(user: { phone: string; name: string }, tag = 'temp') {
  const page = await signedIn(user);
  await openTab(page, ALARM_DEVICE, tag, 'Alarms');
  const tab = page.getByTestId('alarms-tab');
  await tab.getByRole('table', { name: 'Alarm History' }).waitFor();
  return { page, tab };
}

describe('alarms tab', () => {
  it('a full user edits, adds a rule and a notification, saves; incomplete rows are not sent', async () => {
    const page = await signedIn(FRANK);
    await openTab(page, BIG_TANK, 'spsr', 'Alarms');
    const tab = page.getByTestId('alarms-tab');
    await tab.getByText(/device (received alarm rules|has not synced yet)/).waitFor();
    await tab.getByRole('button', { name: 'Edit Alarm' }).click();
    const before = (
      await suite.db.query('SELECT count(*)::int AS n FROM alarm_rules WHERE device_id = $1 AND tag = $2', [BIG_TANK, 'spsr'])
    ).rows[0].n as number;

    await tab.getByRole('button', { name: 'Add Alarm' }).click();
    const names = tab.getByLabel('Rule name');
    const last = (await names.count()) - 1;
    await names.nth(last).fill('E2E high level');
    await tab.getByRole('combobox', { name: 'Comparison' }).nth(last).click();
    await page.getByRole('option', { name: 'greater than' }).click();
    await tab.getByLabel('Rule value').nth(last).fill('abc');
    await tab.getByText('Please enter a number').waitFor();
    await expectAccessible(page, 'sensor: alarms tab editing with an error');
    expect(await tab.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await tab.getByLabel('Rule value').nth(last).fill('18.5');
    // a rule without a name is not sent
    await tab.getByRole('button', { name: 'Add Alarm' }).click();
    await tab
      .getByLabel('Rule value')
      .nth(last + 1)
      .fill('3');

    await tab.getByRole('button', { name: 'Add Notification' }).click();
    await tab.getByRole('combobox', { name: 'User' }).last().click();
    await page.getByRole('option', { name: 'Frank Full' }).click();
    await tab.getByRole('combobox', { name: 'Delay' }).last().click();
    await page.getByRole('option', { name: 'After 15 min' }).click();
    await suite.screenshot(page, 'alarms-editing');

    await tab.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings Updated', { exact: true }).waitFor();
    await tab.getByRole('button', { name: 'Edit Alarm' }).waitFor();
    await tab.getByRole('cell', { name: 'E2E high level' }).waitFor();
    await expectAccessible(page, 'sensor: alarms tab');
    await suite.screenshot(page, 'alarms-saved');

    const rules = await suite.db.query('SELECT name, symbol, value FROM alarm_rules WHERE device_id = $1 AND tag = $2 ORDER BY id', [
      BIG_TANK,
      'spsr',
    ]);
    expect(rules.rows).toHaveLength(before + 1);
    expect(rules.rows.at(-1)).toEqual({ name: 'E2E high level', symbol: 1, value: 18.5 });
    const frank = (await suite.db.query("SELECT id FROM users WHERE first_name = 'Frank' AND last_name = 'Full'")).rows[0].id as number;
    const actions = await suite.db.query('SELECT user_id, action, delay FROM alarm_actions WHERE device_id = $1 AND tag = $2', [
      BIG_TANK,
      'spsr',
    ]);
    expect(actions.rows).toContainEqual({ user_id: frank, action: 'sms', delay: 900 });
    // the history shows the edit
    await tab.getByRole('table', { name: 'Alarm History' }).getByText('Alarms edited').first().waitFor();
  });

  it('a limited user sees the tables but no edit controls', async () => {
    const page = await signedIn(LIZ);
    await openTab(page, BIG_TANK, 'spsr', 'Alarms');
    const tab = page.getByTestId('alarms-tab');
    await tab.getByRole('table', { name: 'Alarm Rules' }).waitFor();
    await tab
      .getByRole('table', { name: 'Legacy alarms' })
      .getByText('Critical alarm values are temporarily unavailable at the device level.')
      .first()
      .waitFor();
    expect(await tab.getByRole('button', { name: 'Edit Alarm' }).count()).toBe(0);
    expect(await tab.getByRole('button', { name: 'Test Alarm' }).count()).toBe(0);
  });
});

describe('units on the alarms tab', () => {
  it('a tank shown in inches has its legacy thresholds in inches, as its rules are (Water Tank 1)', async () => {
    const page = await signedIn(FRANK);
    await openTab(page, 20103, 'spsr', 'Alarms');
    const tab = page.getByTestId('alarms-tab');
    const legacy = tab.getByRole('table', { name: 'Legacy alarms' });
    await legacy.waitFor();
    expect(await legacy.getByRole('columnheader').allInnerTexts()).toEqual([
      'Critical High (in)',
      'High Warning (in)',
      'Low Warning (in)',
      'Critical Low (in)',
    ]);
    expect(await tab.getByRole('table', { name: 'Alarm Rules' }).getByRole('columnheader', { name: 'Value (in)' }).count()).toBe(1);
    await page.context().close();
  });
});

describe('alarms tab on a device of its own', () => {
  beforeAll(() => createAlarmDevice(suite.db));
  afterAll(() => dropAlarmDevice(suite.db));

  it("a history entry with an action the panel does not know reads exactly 'ERROR.'", async () => {
    await resetTempAlarms(suite.db);
    await suite.db.query(`INSERT INTO alarm_log (device_id, tag, action, detail) VALUES ($1, 'temp', 'reboot', 'from an older firmware')`, [
      ALARM_DEVICE,
    ]);
    const { page, tab } = await alarmsOf(FRANK);
    const rows = tab.getByRole('table', { name: 'Alarm History' }).getByRole('row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(1).getByRole('cell').nth(2).textContent()).toBe('ERROR.');
    await page.context().close();
  });

  it("a warning value the tag does not have shows 'N/A' and that the sensor type is not connected", async () => {
    const { page, tab } = await alarmsOf(FRANK, 'hum');
    const cells = tab.getByRole('table', { name: 'Legacy alarms' }).getByRole('row').nth(1).getByRole('cell');
    // columns: Critical High, High Warning (NULL), Low Warning (5), Critical Low
    await cells.nth(1).getByText('N/A', { exact: true }).waitFor();
    await cells.nth(1).getByText('This sensor type is not connected to the device.', { exact: true }).waitFor();
    expect(await cells.nth(2).textContent()).toBe('5');
    await page.context().close();
  });

  it('the sync banner follows the configuration version the device reported', async () => {
    await resetTempAlarms(suite.db);
    await suite.db.query(
      `INSERT INTO device_settings (device_id, key, reported_value, reported_time) VALUES ($1, 'config_version', 'stale', now())`,
      [ALARM_DEVICE],
    );
    const { page, tab } = await alarmsOf(FRANK);
    await tab.getByText('device has not synced yet', { exact: true }).waitFor();
    expect(await tab.getByText('device received alarm rules').count()).toBe(0);

    // the device applies the downlink and says so: the page asked again at once shows it
    await reportSettings({ config_version: await desiredConfigVersion(inject('databaseUrl')) });
    await page.reload();
    await page.getByRole('tab', { name: 'Alarms', exact: true }).click();
    await tab.getByText('device received alarm rules', { exact: true }).waitFor();
    expect(await tab.getByText('device has not synced yet').count()).toBe(0);
    await page.context().close();
  });

  it('Cancel drops a rule typed in; nothing is stored', async () => {
    await resetTempAlarms(suite.db);
    const before = await tempRules(suite.db);
    const { page, tab } = await alarmsOf(FRANK);
    await tab.getByRole('button', { name: 'Edit Alarm' }).click();
    await tab.getByRole('button', { name: 'Add Alarm' }).click();
    await tab.getByLabel('Rule name').last().fill('E2E never saved');
    await tab.getByRole('combobox', { name: 'Comparison' }).last().click();
    await page.getByRole('option', { name: 'less than' }).click();
    await tab.getByLabel('Rule value').last().fill('7');
    await tab.getByRole('button', { name: 'Cancel' }).click();
    await tab.getByRole('button', { name: 'Edit Alarm' }).waitFor();
    await tab.getByRole('cell', { name: 'E2E hot' }).waitFor();
    expect(await tab.getByText('E2E never saved').count()).toBe(0);
    expect(await tempRules(suite.db)).toEqual(before);
    expect(await tempLog(suite.db)).toEqual([]);
    await page.context().close();
  });

  it('Remove All Alarms leaves no rule and logs a del entry', async () => {
    await resetTempAlarms(suite.db);
    const { page, tab } = await alarmsOf(FRANK);
    await tab.getByRole('button', { name: 'Edit Alarm' }).click();
    await tab.getByRole('button', { name: 'Remove All Alarms' }).click();
    await page.getByRole('dialog', { name: 'Remove All Alarms' }).getByRole('button', { name: 'Remove All Alarms' }).click();
    await page.getByText('Settings Updated', { exact: true }).waitFor();
    await tab.getByRole('button', { name: 'Edit Alarm' }).waitFor();
    expect(await tempRules(suite.db)).toEqual([]);
    const frank = (await suite.db.query(`SELECT id FROM users WHERE phone_number LIKE $1`, [`%${FRANK.phone}`])).rows[0].id as number;
    expect(await tempLog(suite.db)).toEqual([{ action: 'del', user_id: frank, detail: 'alarms removed' }]);
    await tab.getByRole('table', { name: 'Alarm History' }).getByText('Alarms removed', { exact: true }).waitFor();
    await page.context().close();
  });

  it("Test Alarm sets the flag to 'test' and the page shows the test banner", async () => {
    await resetTempAlarms(suite.db);
    const { page, tab } = await alarmsOf(FRANK);
    await tab.getByRole('button', { name: 'Test Alarm' }).click();
    await page.getByText('Test Alarm Sent', { exact: true }).waitFor();
    const flag = (await suite.db.query(`SELECT alarm_flag FROM tags WHERE device_id = $1 AND tag = 'temp'`, [ALARM_DEVICE])).rows[0]
      .alarm_flag as string;
    expect(flag).toBe('test');
    await page.getByText("This is a test of the sensor's alarm system.", { exact: true }).first().waitFor();
    await suite.screenshot(page, 'alarms-test-banner');
    await page.context().close();
  });

  it('a demo user: rules and thresholds read-only, no Add Alarm, no groups, only themselves to notify', async () => {
    await resetTempAlarms(suite.db);
    const before = await tempRules(suite.db);
    const { page, tab } = await alarmsOf(DANA);
    await tab.getByRole('button', { name: 'Edit Alarm' }).click();
    await tab.getByRole('button', { name: 'Add Notification' }).waitFor();
    expect(await tab.getByRole('button', { name: 'Add Alarm' }).count()).toBe(0);
    expect(await tab.getByLabel('Rule name').first().isEditable()).toBe(false);
    expect(await tab.getByLabel('Rule value').first().isEditable()).toBe(false);
    expect(await tab.getByRole('textbox', { name: 'High Warning' }).isEditable()).toBe(false);
    expect(await tab.getByRole('button', { name: 'Remove rule' }).count()).toBe(0);

    await tab.getByRole('button', { name: 'Add Notification' }).click();
    expect(await tab.getByText('Select from groups').count()).toBe(0);
    const user = tab.getByRole('combobox', { name: 'User' }).last();
    expect(await user.inputValue()).toBe('Dana Demo');
    await user.click();
    await page.getByRole('option').first().waitFor();
    expect(await page.getByRole('option').allTextContents()).toEqual(['Dana Demo']);
    // clicking the chosen option would deselect it: close the list by clicking elsewhere
    await tab.getByRole('heading', { name: 'Notifications' }).click();
    await page.getByRole('option').first().waitFor({ state: 'hidden' });
    expect(await user.inputValue()).toBe('Dana Demo');
    await suite.screenshot(page, 'alarms-demo-editing');

    // the panel re-sends the rules and thresholds unchanged, which the server accepts for a demo user
    await tab.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings Updated', { exact: true }).waitFor();
    const dana = (await suite.db.query(`SELECT id FROM users WHERE phone_number LIKE $1`, [`%${DANA.phone}`])).rows[0].id as number;
    const actions = await suite.db.query(`SELECT user_id, action, delay FROM alarm_actions WHERE device_id = $1 AND tag = 'temp'`, [
      ALARM_DEVICE,
    ]);
    expect(actions.rows).toEqual([{ user_id: dana, action: 'sms', delay: 0 }]);
    expect(await tempRules(suite.db)).toEqual(before);
    await page.context().close();
  });
});
