import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, signedIn } from './helpers/browser';
import { browserSuite } from './helpers/browserSuite';

/*
 * The Account page's Daily Report E-mails against the real server with demo data: Frank subscribes to Big Tank 1's
 * report, sees it listed (and stored), and removes it again, so the demo data the other files read stays as it was.
 */

const FRANK = { phone: '5552010003', name: 'Frank Full' };
const BIG_TANK = 20101;
const suite = browserSuite('account-reports');

const stored = async () =>
  (
    await suite.db.query(`SELECT s.device_id FROM report_subscriptions s JOIN users u ON u.id = s.user_id WHERE u.phone_number = $1`, [
      FRANK.phone,
    ])
  ).rows.map((r: { device_id: string | number }) => Number(r.device_id));

afterAll(async () => {
  await suite.db.query(`DELETE FROM report_subscriptions WHERE user_id = (SELECT id FROM users WHERE phone_number = $1)`, [FRANK.phone]);
});

describe('daily report e-mails', () => {
  it('subscribes to a demo tank’s report, lists it, and removes it', async () => {
    const page = await signedIn(suite.browser, FRANK.phone, FRANK.name);
    await page.goto(`${baseUrl()}/#/account`);
    const header = page.getByRole('button', { name: 'Daily Report E-mails' });
    await header.click();
    await page.getByText('No report e-mails.').waitFor();
    const box = page.getByRole('combobox', { name: 'Device' });
    await box.click();
    await box.fill(String(BIG_TANK));
    const option = page.getByRole('option', { name: new RegExp(`\\(ID ${BIG_TANK}\\)`) });
    await option.click();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const list = page.getByRole('table', { name: 'Report e-mails' });
    await list.getByText(`Big Tank 1 (ID ${BIG_TANK})`, { exact: false }).waitFor();
    expect(await stored()).toEqual([BIG_TANK]);
    await suite.screenshot(page, 'account-report-emails');

    await list.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No report e-mails.').waitFor();
    expect(await stored()).toEqual([]);
    await page.context().close();
  });
});
