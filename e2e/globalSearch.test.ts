import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pageGql as gql } from './helpers/browser';
import { LIZ, MARY, OUTSIDE_LIZ, SAM, hashPath, overviewSuite } from './helpers/overviewSuite';

/** The global search (spec 1 §2), as each role that sees it, on the demo data. */

const { signedIn } = overviewSuite();

describe('global search', () => {
  const overlay = (page: Page) => page.locator('[data-search-overlay]');
  const query = (page: Page) => page.getByRole('combobox', { name: 'Search query' });
  const options = (page: Page) => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');

  async function openSearch(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Search for a device name, directory, or ID.').waitFor();
  }

  it('as a super user: by id, by name with the arrow keys, by user name, by SIM number', async () => {
    const page = await signedIn(SAM);
    await openSearch(page);

    await query(page).fill('20107');
    await options(page).filter({ hasText: 'Pump Jack A-2' }).waitFor();
    expect(await options(page).count()).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => hashPath(page)).toBe('/devices/20107');
    await overlay(page).getByRole('dialog').waitFor({ state: 'detached' });

    // Escape opens it again; the arrow keys move the highlight and Enter follows it
    await page.keyboard.press('Escape');
    await query(page).fill('Big Tank');
    await options(page).filter({ hasText: 'Big Tank 2' }).waitFor();
    expect(await options(page).first().getAttribute('aria-selected')).toBe('true');
    const titles = await options(page).allTextContents();
    const second = titles.findIndex((t) => t.includes('Big Tank 2'));
    for (let i = 0; i < second; i++) await page.keyboard.press('ArrowDown');
    expect(await options(page).nth(second).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => hashPath(page)).toBe('/devices/20102');

    // at most 5 devices, found by directory too
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await query(page).fill('/Permian');
    await options(page).first().waitFor();
    expect(await options(page).count()).toBeLessThanOrEqual(10);
    expect(
      await options(page)
        .filter({ hasText: /^.*ID \d+/ })
        .count(),
    ).toBe(5);

    // users by full name: a click opens their page
    const { usersRe } = await gql<{ usersRe: { id: number }[] }>(page, '{ usersRe(search: "Mary Manager") { id } }');
    await query(page).fill('Mary Mana');
    await options(page).filter({ hasText: 'Mary Manager' }).click();
    await expect.poll(() => hashPath(page)).toBe(`/team/user/${usersRe[0]!.id}`);

    // super users also find a device by its SIM number
    const { devicesRe } = await gql<{ devicesRe: { id: number; simNumber: string | null }[] }>(
      page,
      '{ devicesRe(query: "search", search: "20101") { id simNumber } }',
    );
    const sim = devicesRe[0]?.simNumber;
    expect(sim).toBeTruthy();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await query(page).fill(sim!);
    await options(page)
      .filter({ hasText: `SIM ${sim}` })
      .waitFor();
    await page.keyboard.press('Escape');
    await query(page).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('as a limited user: nothing outside her group, by name or by id', async () => {
    const page = await signedIn(LIZ);
    await openSearch(page);
    for (const text of ['Tank', 'Compressor', 'South', 'Pressure']) {
      const answered = page.waitForResponse((r) => {
        const body = r.request().postDataJSON() as { operationName?: string; variables?: { search?: string } } | null;
        return body?.operationName === 'SearchDevices' && body.variables?.search === text;
      });
      await query(page).fill(text);
      await answered;
      await page.waitForTimeout(100);
      const shown = await options(page).allTextContents();
      for (const id of OUTSIDE_LIZ) expect(shown.join('\n')).not.toContain(`ID ${id}`);
    }
    await query(page).fill('20309');
    await page.getByText('No results', { exact: true }).waitFor();
    await query(page).fill('20114');
    await options(page).filter({ hasText: 'Casing Pressure B' }).waitFor();

    // she may not open team pages, so no people are offered (nor asked for)
    const userSearches: string[] = [];
    page.on('request', (r) => {
      const body = r.postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'SearchUsers') userSearches.push(r.url());
    });
    await query(page).fill('Mary Mana');
    await page.getByText('No results', { exact: true }).waitFor();
    expect(await options(page).filter({ hasText: 'Mary Manager' }).count()).toBe(0);
    expect(userSearches).toEqual([]);
    await page.context().close();
  });

  it('answers only the latest query when typing fast', async () => {
    const page = await signedIn(MARY);
    await openSearch(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      const body = r.postDataJSON() as { operationName?: string; variables?: { search?: string } } | null;
      if (body?.operationName === 'SearchDevices') sent.push(body.variables?.search ?? '');
    });
    const settled = page.waitForRequest(
      (r) => (r.postDataJSON() as { variables?: { search?: string } } | null)?.variables?.search === 'Oil Tank',
    );
    await query(page).pressSequentially('Oil Tank', { delay: 20 });
    await settled;
    await options(page).filter({ hasText: 'Oil Tank B1' }).waitFor();
    // the debounce sends the text once typing pauses, not one request per keystroke
    expect(sent.length).toBeLessThanOrEqual(3);
    expect(sent.at(-1)).toBe('Oil Tank');
    await page.context().close();
  });
});
