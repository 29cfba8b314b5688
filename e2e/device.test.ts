import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, downloadedFile, signedIn as signedInAs } from './helpers/browser';
import { expectAccessible } from './helpers/axe';
import { browserSuite } from './helpers/browserSuite';
import { devicePageDevices, field, inputLabels, openDevice, section, SPARE, TANK, toast, WATER } from './helpers/devicePage';

/*
 * The device page against the real server with demo data, as Mary Manager (Acme) unless said otherwise. Demo
 * devices are only viewed (a limited user's save is put back); every change goes to devices this file adds to Acme
 * and removes afterwards (helpers/devicePage.ts: the browser test files run one after another on one server).
 */
const suite = browserSuite('device');
devicePageDevices(suite);

const signedIn = (phone: string, name: string): Promise<Page> => signedInAs(suite.browser, phone, name, 1280);
const MARY = ['5552010002', 'Mary Manager'] as const;
const screenshot = (page: Page, name: string) => suite.screenshot(page, name);
const row = async (sql: string, params: unknown[]) => (await suite.db.query(sql, params)).rows[0] as Record<string, unknown>;

describe('viewing', () => {
  it('shows a device with its sections; a new device gets the banner', async () => {
    const page = await signedIn(...MARY);
    await openDevice(page, 88102);
    await page.getByRole('heading', { name: 'EF Oil Tank 2' }).waitFor();
    expect(await field(page, 'Device ID').innerText()).toBe('88102');
    expect(await field(page, 'User Assigned ID').innerText()).toBe('EF-T2');
    for (const name of ['Settings', 'Data Streams', 'Events', 'Battery', 'Readings']) await section(page, name).waitFor();
    // managers see no install PIN and no All Events
    expect(await field(page, 'Install PIN').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'All Events' }).count()).toBe(0);
    await section(page, 'Readings').getByRole('table', { name: 'Readings' }).waitFor();
    await expectAccessible(page, 'device: viewing');
    await screenshot(page, 'mary-device-88102');

    await openDevice(page, 31005);
    await page
      .getByText(
        'This is a new device. To place this device in your directory, click the Edit Device button and give the device a name and a directory path',
      )
      .waitFor();
    await page.context().close();
  });

  it("'Device not found.' for a device out of reach; demo users read only with company DEMO", async () => {
    const page = await signedIn(...MARY);
    await page.goto(`${baseUrl()}/#/devices/24506`);
    await page.getByText('Device not found.', { exact: true }).waitFor();
    await page.context().close();

    const demo = await signedIn('5552010005', 'Dana Demo');
    await demo.goto(`${baseUrl()}/#/devices/20101`);
    await section(demo, 'Device Info').waitFor();
    expect(await field(demo, 'Company').innerText()).toBe('DEMO');
    expect(await demo.getByRole('button', { name: 'Edit Device' }).count()).toBe(0);
    await demo.context().close();
  });

  it('super users see the install PIN, the message log link and All Events', async () => {
    const page = await signedIn('5552010001', 'Sam Super');
    await openDevice(page, 20101);
    await field(page, 'Install PIN').waitFor();
    // the site zone (Acme's, America/Chicago) and, for super users, the sensor tree (spec 1 "Sensor subtype meanings")
    expect(await field(page, 'Time Zone').innerText()).toContain('America/Chicago');
    expect(await field(page, 'Sensor').innerText()).toMatch(/^Tank Level: /);
    await page.getByRole('button', { name: 'Edit Device' }).click();
    await page.getByLabel('Tank Level: Wire').first().click();
    await page.getByRole('option', { name: 'Shenyuan 5.5mm' }).click();
    await page.getByLabel('Time Offset (minutes from UTC)').fill('-300');
    await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await page.getByRole('button', { name: 'Edit Device' }).waitFor();
    await expect.poll(() => field(page, 'Sensor').innerText()).toContain('Tank Level: Shenyuan 5.5mm');
    expect(await field(page, 'Time Zone').innerText()).toContain("-05:00 (the device's own offset)");
    expect(await row('SELECT sensor_subtype2, time_offset FROM devices WHERE id = 20101', [])).toEqual({
      sensor_subtype2: 2,
      time_offset: -300,
    });
    await screenshot(page, 'sam-device-20101-tree');
    // back as the demo made it: other files read this device's times in its company's zone
    await page.getByRole('button', { name: 'Edit Device' }).click();
    await page.getByLabel('Time Offset (minutes from UTC)').fill('');
    await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await page.getByRole('button', { name: 'Edit Device' }).waitFor();
    expect((await row('SELECT time_offset FROM devices WHERE id = 20101', [])).time_offset).toBeNull();
    await page.getByRole('link', { name: 'View Message Log' }).waitFor();
    await expectAccessible(page, "device: a super user's view (install PIN, sensor tree)");
    await page.getByRole('button', { name: 'All Events' }).click();
    const dialog = page.getByRole('dialog', { name: 'All Events' });
    await dialog.getByRole('table', { name: 'All events' }).waitFor();
    await expectAccessible(page, 'device: all events modal');
    await screenshot(page, 'sam-device-20101-events');
    await page.context().close();
  });
});

describe('readings table', () => {
  it('sorts by date both ways, filters and downloads a quoted CSV with a Comment column', async () => {
    const page = await signedIn(...MARY);
    await openDevice(page, 88101);
    const readings = section(page, 'Readings');
    const table = readings.getByRole('table', { name: 'Readings' });
    await table.waitFor();
    // the device's site time (Acme: America/Chicago), with its zone beside it since this browser's clock is elsewhere
    const firstCell = async () => table.locator('tbody tr[data-index]').first().locator('td').first().innerText();
    expect(await firstCell()).toMatch(/^\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d C[SD]T$/);
    const firstDate = async () =>
      new Date((await firstCell()).replace(/ C[SD]T$/, '').replace(/^(\d\d)\/(\d\d)\/(\d\d) /, '20$3-$1-$2T')).getTime();
    const newest = await firstDate();
    await table.getByRole('button', { name: /^Date/ }).click();
    expect(await table.getByRole('columnheader', { name: /^Date/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(await firstDate()).toBeLessThan(newest);
    await readings.getByRole('button', { name: 'Past Week' }).click();
    await page.getByRole('menuitem', { name: 'Past 30 Days' }).click();
    await readings.getByRole('button', { name: 'Past 30 Days' }).waitFor();
    await table.waitFor();
    // a link to the server's streamed file, its label saying how many rows it has
    const link = readings.getByRole('link', { name: /^Download \([\d,]+ rows?\)$/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('EF Oil Tank 1 - Fluid Level.csv');
    const text = await fs.readFile(await downloadedFile(download), 'utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^"Date \([^)]+\)","UTC Offset","Fluid Level \(.+\)",("Sensor Temperature",)?"Comment"$/);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines[1]).toMatch(/^"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{3})?","[+-]\d\d:\d\d","-?[\d.]+"/);
    // values are shown through the tank's calibration, as its gauge and sensor page show them (the demo's +0.2 ft)
    // the time carries its offset: one instant, whatever zone reads it
    const [, when, offset, shown] = /^"([^"]+)","([^"]+)","(-?[\d.]+)"/.exec(lines[1]!)!;
    const at = new Date(`${when!.replace(' ', 'T')}${offset}`).getTime() / 1000;
    const stored = await row(
      `SELECT value FROM readings_between(88101, 'spsr', '-infinity', 'infinity') WHERE time >= to_timestamp($1) AND time < to_timestamp($1 + 1)`,
      [at],
    );
    const tank = await row(`SELECT display_units FROM tags WHERE device_id = 88101 AND tag = 'spsr'`, []);
    expect(tank.display_units).toBe('ft');
    expect(Number(shown)).toBeCloseTo(Number(stored.value) + 0.2, 3);
    await page.context().close();
  });
});

describe('editing', () => {
  it('saves Device Info; API number and accounting code reach the database', async () => {
    const page = await signedIn(...MARY);
    await openDevice(page, TANK);
    // outside edit mode the description dropdown says where editing starts (spec 1)
    const info = page.getByRole('region', { name: 'Device Info' });
    await info.getByLabel('Description', { exact: true }).click();
    await page.getByRole('option', { name: /^Run Status/ }).click();
    await info.getByRole('alert').filter({ hasText: "Click the 'Edit Device' button to modify the values." }).waitFor();

    await page.getByRole('button', { name: 'Edit Device' }).click();
    await page.getByLabel('Accounting Code').fill('EF-ACC-2');
    await page.getByLabel('API Number').fill('42-255-12345');
    // an option's modal reminds the user of the button that stores: it is the one Device Info shows
    await info.getByLabel('Description', { exact: true }).click();
    await page.getByRole('option', { name: /^Run Status/ }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Option Value' });
    await modal.getByText('Please ensure that you click "Save Changes" to store your updates.', { exact: false }).waitFor();
    await expectAccessible(page, 'device: edit option value modal');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expectAccessible(page, 'device: editing Device Info');
    await screenshot(page, 'mary-device-88102-edit');
    await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await page.getByRole('button', { name: 'Edit Device' }).waitFor();
    await field(page, 'Accounting Code').filter({ hasText: 'EF-ACC-2' }).waitFor();
    expect(await field(page, 'API Number').innerText()).toBe('4225512345');
    expect(await row('SELECT accounting_code, api_number FROM devices WHERE id = $1', [TANK])).toEqual({
      accounting_code: 'EF-ACC-2',
      api_number: '4225512345',
    });
    await page.context().close();
  });

  it('Data Display: a new y axis maximum of a stream is saved through updateTag', async () => {
    const page = await signedIn(...MARY);
    await openDevice(page, TANK);
    const readings = section(page, 'Readings');
    const panel = readings.getByRole('group', { name: 'Data Display' });
    await panel.getByRole('button', { name: 'Edit' }).click();
    await panel.getByLabel('Y Axis Maximum').fill('27');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await row("SELECT ymax FROM tags WHERE device_id = $1 AND tag = 'dspsr'", [TANK])).toEqual({ ymax: 27 });
    await screenshot(page, 'mary-device-data-display');
    await page.context().close();
  });

  it('settings: an out-of-range interval shows the modal and sends nothing; a valid one is stored and pending', async () => {
    const page = await signedIn(...MARY);
    await openDevice(page, TANK);
    const before = await row("SELECT desired_value FROM device_settings WHERE device_id = $1 AND key = 'interval_transmit'", [TANK]);
    const settings = section(page, 'Settings');
    await settings.getByRole('button', { name: 'Edit Settings' }).click();
    await settings.getByLabel('Transmit Interval (minutes)').fill('5');
    await settings.getByRole('button', { name: 'Save Changes' }).click();
    const modal = page.getByRole('dialog', { name: 'Invalid Value Assigned' });
    await modal.getByText(/^Please enter a value between 15 and (500|5000) minutes \(inclusive\) for the transmit interval\.$/).waitFor();
    await expectAccessible(page, 'device: invalid value modal');
    await screenshot(page, 'mary-device-settings-invalid');
    await modal.getByRole('button', { name: 'Ok' }).click();
    expect(await row("SELECT desired_value FROM device_settings WHERE device_id = $1 AND key = 'interval_transmit'", [TANK])).toEqual(
      before,
    );
    // the form reset to the saved value
    expect(await settings.getByLabel('Transmit Interval (minutes)').inputValue()).not.toBe('5');

    await settings.getByLabel('Reading Interval (minutes)').fill('45');
    await settings.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings Updated', { exact: true }).waitFor();
    await settings.getByText('The latest update has not reached the device yet.').waitFor();
    expect(await row("SELECT desired_value FROM device_settings WHERE device_id = $1 AND key = 'interval_reading'", [TANK])).toEqual({
      desired_value: '2700',
    });
    await screenshot(page, 'mary-device-settings-pending');
    await page.context().close();
  });
});

describe('editing as a limited user (Liz Limited)', () => {
  // spec 3 §6: Limited may "Rename and move devices"; the rest of Device Info is for canEdit users (spec 2 §6)
  it('the Edit Device form offers Name and Path only, with no Replace Device or Clear Data, and saves them', async () => {
    const BIG_TANK = 20101;
    const before = await row('SELECT name, path FROM devices WHERE id = $1', [BIG_TANK]);
    const page = await signedIn('5552010004', 'Liz Limited');
    await openDevice(page, BIG_TANK);
    expect(await page.getByRole('button', { name: 'Replace Device' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit Device' }).click();
    const info = section(page, 'Device Info');
    await info.getByLabel('Path', { exact: true }).waitFor();
    expect(await inputLabels(info)).toEqual(['Name', 'Path']);
    expect(await info.getByRole('button', { name: 'Clear Data' }).count()).toBe(0);
    try {
      await info.getByLabel('Path', { exact: true }).fill('/Permian/North/Moved');
      await info.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Device Updated').waitFor();
      expect(await row('SELECT path FROM devices WHERE id = $1', [BIG_TANK])).toEqual({ path: '/Permian/North/Moved' });
    } finally {
      await suite.db.query('UPDATE devices SET name = $2, path = $3 WHERE id = $1', [BIG_TANK, before.name, before.path]);
    }
    await page.context().close();
  });
});

describe('replace and clear data', () => {
  it("Replace Device: toasts its outcome ('Device Replaced', or the refusal), the old device becomes inactive and links to its replacement", async () => {
    const page = await signedIn(...MARY);
    await openDevice(page, TANK);
    await page.getByRole('button', { name: 'Replace Device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace Device' });
    // itself: refused with the reason, nothing changes
    await dialog.getByLabel('New Device ID').fill(String(TANK));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('A device cannot replace itself.').waitFor();
    await toast(page, 'Something Went Wrong').waitFor();
    await expectAccessible(page, 'device: replace device modal with an error');
    await dialog.getByLabel('New Device ID').fill(String(SPARE));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Device Replaced').waitFor();
    await section(page, 'Device Info')
      .getByRole('link', { name: String(SPARE) })
      .waitFor();
    expect(await row('SELECT is_active, replacement_id FROM devices WHERE id = $1', [TANK])).toEqual({
      is_active: false,
      replacement_id: String(SPARE),
    });
    expect(await row('SELECT is_active FROM devices WHERE id = $1', [SPARE])).toEqual({ is_active: true });
    await screenshot(page, 'mary-device-replaced');
    await page.context().close();
  });

  it("Clear Data: after the confirmation every reading of the device is gone and its card says 'No readings'", async () => {
    const page = await signedIn(...MARY);
    await openDevice(page, WATER);
    expect(Number((await row('SELECT count(*) AS n FROM readings WHERE device_id = $1', [WATER])).n)).toBe(5);
    await page.getByRole('button', { name: 'Edit Device' }).click();
    await page.getByRole('button', { name: 'Clear Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear Data' });
    await dialog.getByRole('button', { name: 'Clear Data' }).waitFor();
    // it names what goes and says there is no undo
    await dialog.getByText(/^Delete every reading of (the 1 data stream|all \d+ data streams) of .+\?$/).waitFor();
    await dialog.getByText('This cannot be undone.').waitFor();
    await expectAccessible(page, 'device: clear data modal');
    await dialog.getByRole('button', { name: 'Clear Data' }).click();
    await section(page, 'Readings').getByText('No readings in this range.').waitFor({ timeout: 15_000 });
    // the stream's card says there is no reading, rather than 'N/A' dated by the device's last message
    const card = section(page, 'Data Streams')
      .getByRole('link')
      .filter({ has: page.getByTestId('tag-value') })
      .first();
    await card.getByTestId('tag-value').getByText('No readings', { exact: true }).waitFor();
    expect(await card.innerText()).not.toMatch(/N\/A|\bago\b/);
    const left = await row(
      'SELECT (SELECT count(*) FROM readings WHERE device_id = $1) + (SELECT count(*) FROM reading_days WHERE device_id = $1) AS n',
      [WATER],
    );
    expect(Number(left.n)).toBe(0);
    await page.context().close();
  });
});
