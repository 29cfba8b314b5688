import type pg from 'pg';
import type { Page, Request } from 'playwright-core';
import { applyCorrections, type ColumnarSeries, type CorrectionSettings } from '@fieldwatch/domain';
import { baseUrl, signedIn as signedInAs } from './browser';
import type { BrowserSuite } from './browserSuite';

/* Opening a sensor page and telling its requests apart: what tagBanners.test.ts and tagFullRangeAndFourierAxis.test.ts share. */

export const MARY = { phone: '5552010002', name: 'Mary Manager' };

export const graphDrawn = (page: Page) => page.locator('[data-testid="tag-graph"][data-drawn="yes"]').waitFor({ timeout: 20_000 });

export const operationOf = (r: Request): string | undefined => {
  if (!r.url().endsWith('/api/graphql') || r.method() !== 'POST') return undefined;
  return (r.postDataJSON() as { operationName?: string } | null)?.operationName;
};

/** A page signed in as the user on the sensor's page, once its graph is drawn. */
export function tagPageOpener(suite: BrowserSuite) {
  return async (user: { phone: string; name: string }, deviceID: number, tag: string, width = 1280): Promise<Page> => {
    const page = await signedInAs(suite.browser, user.phone, user.name, width);
    await page.goto(`${baseUrl()}/#/devices/${deviceID}/tags/${tag}`);
    await graphDrawn(page);
    return page;
  };
}

/** A tag's corrections as stored (the erroneous-data filter, temperature correction, SF6 normalisation). */
export async function storedCorrections(db: pg.Client, deviceId: number, tag: string): Promise<CorrectionSettings> {
  const r = await db.query<CorrectionSettings>(
    `SELECT filter_enabled AS "filterEnabled", filter_threshold AS "filterThreshold", filter_minimum_value AS "filterMinimumValue",
       sensor_temp_filter_enabled AS "sensorTempFilterEnabled", sensor_temp_filter_threshold AS "sensorTempFilterThreshold",
       temperature_correction_enabled AS "temperatureCorrectionEnabled",
       temperature_correction_coefficient AS "temperatureCorrectionCoefficient",
       temperature_correction_threshold AS "temperatureCorrectionThreshold", sf6_normalization_enabled AS "sf6NormalizationEnabled"
     FROM tags WHERE device_id = $1 AND tag = $2`,
    [deviceId, tag],
  );
  return r.rows[0]!;
}

/** How many of a series' points the browser draws or downloads: those the tag's corrections keep (the filter drops spikes). */
export const keptByCorrections = (s: ColumnarSeries, c: CorrectionSettings): number => applyCorrections(s, c).times.length;
