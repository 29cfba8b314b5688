import { describe, expect, it } from 'vitest';
import { fitInViewport } from '../../src/features/tag/graph/menuPlacement';

describe("the graph click menu's place on the screen", () => {
  const phone = { width: 390, height: 844 };
  const menu = { width: 190, height: 200 };
  it('opens at the clicked point when it fits', () => {
    expect(fitInViewport({ left: 20, top: 300, ...menu }, phone)).toEqual({ dx: 0, dy: 0 });
  });
  it('moves left by what would pass the right edge', () => {
    expect(fitInViewport({ left: 370, top: 300, ...menu }, phone)).toEqual({ dx: 390 - 8 - 560, dy: 0 });
  });
  it('opens above the point near the bottom edge, or moves up just enough when there is no room above', () => {
    expect(fitInViewport({ left: 20, top: 800, ...menu }, phone)).toEqual({ dx: 0, dy: -200 });
    expect(fitInViewport({ left: 20, top: 150, ...menu }, { width: 390, height: 300 })).toEqual({ dx: 0, dy: 300 - 8 - 350 });
  });
  it('never past the left or top edge, even when the screen is smaller than the menu', () => {
    expect(fitInViewport({ left: 100, top: 100, width: 500, height: 500 }, { width: 300, height: 300 })).toEqual({ dx: -92, dy: -92 });
  });
});
