import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl } from './helpers/browser';
import { MARY, SAM, managerToolsSuite } from './helpers/managerToolsSuite';
import { expectAccessible } from './helpers/axe';

/*
 * Check Alarms Set against the real server with demo data: the devices of a company with no alarm rule and no
 * threshold. Mary Manager runs Acme Oil & Gas; Sam Super may choose the company.
 */

const { suite, signedIn, screenshot } = managerToolsSuite();

const hashPath = (page: Page) => page.evaluate(() => window.location.hash.replace(/^#/, ''));

describe('Check Alarms Set', () => {
  it("lists the manager's devices without alarms, linked to their pages", async () => {
    const acme = (await suite.db.query<{ id: number }>(`SELECT id FROM companies WHERE name = 'Acme Oil & Gas'`)).rows[0]!.id;
    const none = await suite.db.query<{ id: string }>(
      `SELECT d.id FROM devices d WHERE d.company_id = $1 AND d.is_active
      AND NOT EXISTS (SELECT 1 FROM alarm_rules r WHERE r.device_id = d.id)
      AND NOT EXISTS (SELECT 1 FROM tags t WHERE t.device_id = d.id AND (t.critical_high IS NOT NULL OR t.critical_low IS NOT NULL OR t.high_warning IS NOT NULL OR t.low_warning IS NOT NULL))
      ORDER BY d.id`,
      [acme],
    );
    const some = await suite.db.query<{ id: string }>(
      `SELECT DISTINCT device_id AS id FROM alarm_rules r JOIN devices d ON d.id = r.device_id WHERE d.company_id = $1 LIMIT 1`,
      [acme],
    );
    const page = await signedIn(MARY);
    try {
      await page.goto(`${baseUrl()}/#/manager/alarmsSet`);
      const region = page.getByRole('region', { name: 'Acme Oil & Gas' });
      await region.waitFor();
      const links = await region.getByRole('link').allInnerTexts();
      expect(links).toEqual(none.rows.map((r) => r.id));
      if (some.rows[0]) expect(links).not.toContain(some.rows[0].id);
      expect(await page.getByRole('combobox', { name: 'Company' }).count()).toBe(0);
      await expectAccessible(page, 'manager: check alarms set');
      await screenshot(page, 'mary-alarms-set');
      await region.getByRole('link').first().click();
      expect(await hashPath(page)).toBe(`/devices/${none.rows[0]!.id}`);
    } finally {
      await page.context().close();
    }
  });

  it('gives super users a company selector', async () => {
    const page = await signedIn(SAM);
    try {
      await page.goto(`${baseUrl()}/#/manager/alarmsSet`);
      const select = page.getByRole('combobox', { name: 'Company' });
      await select.waitFor();
      await page.getByRole('region').first().waitFor();
      expect(await page.getByRole('region').count()).toBeGreaterThan(1);
      await select.selectOption({ label: 'Beta Gas Co' });
      await page.waitForFunction(() => document.querySelectorAll('[role=region]').length === 1);
      await page.getByRole('region', { name: 'Beta Gas Co' }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});
