import { describe, expect, it } from 'vitest';
import { graphWindowParam, parseGraphRange, parseGraphWindow, windowPoints } from '../../src/tag/graphWindow';

describe('the zoomed window in the address', () => {
  it('round-trips through ISO dates in whole seconds', () => {
    const w: [number, number] = [1_780_000_000, 1_780_086_400];
    const from = graphWindowParam(w[0]);
    expect(from).toBe('2026-05-28T20:26:40Z');
    expect(parseGraphWindow(from, graphWindowParam(w[1]))).toEqual(w);
  });
  it('refuses reversed, too narrow, unparsable, too long or far-future windows', () => {
    expect(parseGraphWindow('2026-06-02T00:00:00Z', '2026-06-01T00:00:00Z')).toBeNull();
    expect(parseGraphWindow('2026-06-01T00:00:00Z', '2026-06-01T00:05:00Z')).toBeNull();
    expect(parseGraphWindow('yesterday', '2026-06-01T00:00:00Z')).toBeNull();
    expect(parseGraphWindow(`2026-06-01T00:00:00Z${' '.repeat(50)}`, '2026-06-02T00:00:00Z')).toBeNull();
    expect(parseGraphWindow('2026-06-01T00:00:00Z', '+050000-01-01T00:00:00Z')).toBeNull();
    expect(parseGraphWindow(null, '2026-06-01T00:00:00Z')).toBeNull();
  });
  it("reads only the range buttons' keys", () => {
    expect(parseGraphRange('1w')).toBe('1w');
    expect(parseGraphRange('5y')).toBeNull();
    expect(parseGraphRange(null)).toBeNull();
  });
});

describe('points per window', () => {
  it("asks for the device pixels, in hundreds, within the server's bounds", () => {
    expect(windowPoints(1150, 1)).toBe(1200);
    expect(windowPoints(1150, 2)).toBe(2300);
    expect(windowPoints(50, 1)).toBe(200);
    expect(windowPoints(9000, 3)).toBe(8000);
    expect(windowPoints(800, Number.NaN)).toBe(800);
  });
});
