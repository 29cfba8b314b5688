import path from 'node:path';
import type { Page } from 'playwright-core';
import { signedIn as signedInAs } from './browser';
import { browserSuite } from './browserSuite';

/* What the directory files (directory.test.ts, directoryPaging.test.ts) share: their suite and the directory's controls. */

/** The file's browser suite, its pictures in the one folder of the directory files, with sign-in as a user. */
export function directorySuite() {
  const suite = browserSuite('directory');
  /** A page signed in as the user, reusing the run's saved session (helpers/browser.ts). */
  const signedIn = (phone: string, name: string, width = 1280): Promise<Page> => signedInAs(suite.browser, phone, name, width);
  async function screenshot(page: Page, name: string): Promise<void> {
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(suite.screens, `${name}.png`) });
  }
  return { signedIn, screenshot };
}

export const hashPath = (page: Page) => page.evaluate(() => window.location.hash.replace(/^#/, ''));
export const folder = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Folders' }).getByRole('button', { name: label, exact: true });
export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
/** Picks a view and waits until the address and the screen show it, so the next step starts from that view. */
export async function chooseView(page: Page, label: 'Icons' | 'List' | 'Map'): Promise<void> {
  const views = page.getByRole('radiogroup', { name: 'View' });
  await views.getByText(label, { exact: true }).click();
  // the control shows the view the page renders from its address, so once it is checked both have changed
  await views.getByRole('radio', { name: label }).and(page.locator(':checked')).waitFor({ state: 'attached' });
}

export async function waitForCount(page: Page, text: string): Promise<void> {
  await page
    .getByTestId('device-count')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor({ timeout: 10_000 });
}

/** The map's markers: clusters carry data-cluster-count, single devices data-device-id (web/src/ui/map/mapMarkers.ts). */
export const mapClusters = (page: Page) => page.locator('.leaflet-marker-icon[data-cluster-count]');
export const mapDeviceMarkers = (page: Page) => page.locator('.leaflet-marker-icon[data-device-id]');
/** The map's zoom, which its container tells once the markers of that zoom are drawn. */
export const mapZoom = async (page: Page) => Number(await page.locator('.leaflet-container').getAttribute('data-zoom'));

/** How many devices the map's markers stand for: each cluster its count, each single marker one. */
export async function mapDeviceTotal(page: Page): Promise<number> {
  const counts = await mapClusters(page).evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.clusterCount)));
  return counts.reduce((a, b) => a + b, 0) + (await mapDeviceMarkers(page).count());
}

/** Zooms into clusters (the first each time) until a single device's marker shows, and returns the zoom reached. */
export async function zoomToADevice(page: Page): Promise<number> {
  for (let i = 0; i < 20 && (await mapDeviceMarkers(page).count()) === 0; i++) {
    const before = await mapZoom(page);
    await mapClusters(page).first().click();
    await page.waitForFunction((z) => Number(document.querySelector('.leaflet-container')?.getAttribute('data-zoom')) > z, before);
  }
  return mapZoom(page);
}
