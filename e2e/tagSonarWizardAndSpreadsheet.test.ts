import fs from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { baseUrl, downloadedFile } from './helpers/browser';
import { BIG_TANK, FRANK, openTab, tagAlarmsSuite } from './helpers/tagAlarmsSuite';
import { expectAccessible } from './helpers/axe';

/*
 * The sensor page's calibration and report panels (web/src/features/tagAlarms), on the tag page shell
 * (/devices/:id/tags/:tag) against the real server with demo data: the radar/sonar calibration wizard and the
 * production report's spreadsheet. A tab or wizard that does not appear fails the test: the shell hosts these panels.
 */

const WATER_TANK_B = 20113;

const { suite, signedIn } = tagAlarmsSuite();

describe('calibration wizard', () => {
  it('opens by itself for a sonar without calibration; refuses a missing height; saves inches', async () => {
    await suite.db.query('DELETE FROM calibrations WHERE device_id = $1 AND tag = $2', [WATER_TANK_B, 'sonr']);
    const page = await signedIn(FRANK);
    await page.goto(`${baseUrl()}/#/devices/${WATER_TANK_B}/tags/sonr`);
    const wizard = page.getByTestId('radar-sonar-wizard');
    await wizard.waitFor({ timeout: 15_000 });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Form Incomplete.', { exact: true }).waitFor();
    await expectAccessible(page, 'sensor: sonar calibration wizard with the form incomplete');
    await wizard.getByLabel('Tank Height feet').fill('20');
    await wizard.getByLabel('Tank Height inches').fill('6');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Current Fluid Level feet').fill('10');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Tank Height: 20 ft 6.0 in').waitFor();
    await expectAccessible(page, 'sensor: sonar calibration wizard review');
    await suite.screenshot(page, 'sonar-wizard-review', { fullPage: false });
    await wizard.getByRole('button', { name: 'Complete' }).click();
    await page.getByText('Settings Updated (Reload For Changes)').waitFor();
    await wizard.waitFor({ state: 'detached' });
    const rows = await suite.db.query('SELECT tank_height, "offset" FROM calibrations WHERE device_id = $1 AND tag = $2', [
      WATER_TANK_B,
      'sonr',
    ]);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].tank_height).toBe(246);
  });
});

describe('reports', () => {
  it('downloads the tank production report as a real .xlsx', async () => {
    const page = await signedIn(FRANK);
    await openTab(page, BIG_TANK, 'spsr', 'Production Report');
    const tab = page.getByTestId('report-tab');
    await tab.getByRole('table', { name: 'Report' }).waitFor();
    // last month: full days of demo data
    await tab.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option').nth(1).click();
    await tab.getByRole('table', { name: 'Report' }).getByRole('row').nth(5).waitFor();
    await suite.screenshot(page, 'report');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tab.getByRole('button', { name: 'Download Spreadsheet' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^20101 .*\.xlsx$/);
    const bytes = await fs.readFile(await downloadedFile(download));
    const files = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<t xml:space="preserve">Production (bbls)</t>');
    const rowCount = (sheet.match(/<row /g) ?? []).length;
    const shown = await tab.getByRole('table', { name: 'Report' }).getByRole('row').count();
    expect(rowCount).toBe(shown);
    // the demo tank reports every few minutes: the sheet carries levels, not only empty cells
    expect(sheet).toMatch(/<c r="D\d+"><v>\d+(\.\d+)?<\/v><\/c>/);
    // each day is a date cell (a serial number in the date style), not text
    expect(sheet).toMatch(/<c r="A2" s="[34]"><v>\d{5}<\/v><\/c>/);
  });
});
