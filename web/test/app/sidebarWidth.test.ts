import { describe, expect, it } from 'vitest';
import { defaultSidebarWidth, TWO_CARD_COLUMNS } from '../../src/app/layout/sidebarWidth';

describe("the sidebar's default width", () => {
  it("is the spec's 500 px on a wide screen", () => {
    expect(defaultSidebarWidth(1400)).toBe(500);
    expect(defaultSidebarWidth(1920)).toBe(500);
  });

  it('leaves room for two columns of device cards on a laptop', () => {
    for (const width of [1024, 1100, 1280, 1366]) {
      expect(width - defaultSidebarWidth(width), `${width} px`).toBeGreaterThanOrEqual(TWO_CARD_COLUMNS);
    }
    expect(defaultSidebarWidth(1024)).toBeLessThan(500);
  });

  it("never goes under the spec's 200 px minimum", () => {
    expect(defaultSidebarWidth(700)).toBe(200);
  });
});
