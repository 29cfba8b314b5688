import type { Page } from 'playwright-core';

/** Where pixels of one colour were drawn on a chart's canvas, in page coordinates (CSS pixels). */
export interface ColourHits {
  count: number;
  /** The centre of the largest run of hits (rows, then columns), for clicking what was drawn. */
  x: number;
  y: number;
  /** Page y of each canvas row holding at least `minRow` hits: a horizontal line drawn across the chart. */
  rows: number[];
}

/**
 * Reads back what uPlot drew on the chart's canvas (data-testid) and finds the pixels of one colour drawn over
 * the white background, only within `near.within` CSS pixels of page x `near.x` when given. uPlot draws on a
 * plain 2d canvas, so getImageData shows exactly what the user sees.
 */
export function colourOnChart(
  page: Page,
  testId: string,
  rgb: [number, number, number],
  minRow = 40,
  near?: { x: number; within: number },
): Promise<ColourHits> {
  return page.evaluate(
    ({ testId, rgb, minRow, near }) => {
      const canvas = document.querySelector<HTMLCanvasElement>(`[data-testid="${testId}"] canvas`)!;
      const ctx = canvas.getContext('2d')!;
      const { width, height } = canvas;
      const px = ctx.getImageData(0, 0, width, height).data;
      const box = canvas.getBoundingClientRect();
      // a 1 px line at a fractional position is drawn partly transparent: accept the colour at any strength from
      // a quarter up (the channel furthest from white tells the strength)
      const far = [0, 1, 2].reduce((a, b) => (255 - rgb[b]! > 255 - rgb[a]! ? b : a), 0);
      const onWhite = (r: number, g: number, b: number) => {
        const p = [r, g, b];
        const a = (255 - p[far]!) / (255 - rgb[far]!);
        if (a < 0.25 || a > 1.05) return false;
        return p.every((v, k) => Math.abs(v - (255 - (255 - rgb[k]!) * a)) <= 8);
      };
      const sx = box.width / width;
      const sy = box.height / height;
      let count = 0;
      let sumX = 0;
      let sumY = 0;
      const rows: number[] = [];
      for (let y = 0; y < height; y++) {
        let inRow = 0;
        for (let x = 0; x < width; x++) {
          if (near && Math.abs(box.left + (x + 0.5) * sx - near.x) > near.within) continue;
          const i = (y * width + x) * 4;
          // the canvas is transparent where nothing is drawn: see it over the page's white, as the user does
          const o = px[i + 3]! / 255;
          if (o > 0 && onWhite(255 - (255 - px[i]!) * o, 255 - (255 - px[i + 1]!) * o, 255 - (255 - px[i + 2]!) * o)) {
            count++;
            inRow++;
            sumX += x;
            sumY += y;
          }
        }
        if (inRow >= minRow) rows.push(box.top + (y + 0.5) * sy);
      }
      return { count, x: box.left + ((count ? sumX / count : 0) + 0.5) * sx, y: box.top + ((count ? sumY / count : 0) + 0.5) * sy, rows };
    },
    { testId, rgb, minRow, near },
  );
}

/** A fingerprint of everything drawn on the chart's canvas: two different drawings give different numbers. */
export function chartFingerprint(page: Page, testId: string): Promise<string> {
  return page.evaluate((testId) => {
    const canvas = document.querySelector<HTMLCanvasElement>(`[data-testid="${testId}"] canvas`)!;
    const px = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let h = 2166136261;
    for (let i = 0; i < px.length; i += 1) h = Math.imul(h ^ px[i]!, 16777619) >>> 0;
    return `${canvas.width}x${canvas.height}:${h.toString(16)}`;
  }, testId);
}
