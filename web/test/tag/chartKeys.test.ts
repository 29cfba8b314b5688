import { describe, expect, it } from 'vitest';
import { chartKeyAction, KEY_ZOOM, pickReading } from '../../src/features/tag/graph/chartKeys';

// readings every 10 s from 0 to 100, with a gap (null) at 50
const times = Array.from({ length: 11 }, (_, i) => i * 10);
const line = { times, values: times.map((t) => (t === 50 ? null : t / 10)) };
const all: [number, number] = [0, 100];
const step = (by: number) => ({ kind: 'step', by }) as const;

describe('the graph keys', () => {
  it('map arrows, paging, ends, Enter/Space, zoom, pan and reset', () => {
    expect(chartKeyAction('ArrowRight', false)).toEqual(step(1));
    expect(chartKeyAction('ArrowLeft', false)).toEqual(step(-1));
    expect(chartKeyAction('PageDown', false)).toEqual(step(10));
    expect(chartKeyAction('Home', false)).toEqual({ kind: 'edge', end: 'first' });
    expect(chartKeyAction('End', false)).toEqual({ kind: 'edge', end: 'last' });
    expect(chartKeyAction('Enter', false)).toEqual({ kind: 'open' });
    expect(chartKeyAction(' ', false)).toEqual({ kind: 'open' });
    expect(chartKeyAction('+', true)).toEqual({ kind: 'zoom', scale: 1 / KEY_ZOOM });
    expect(chartKeyAction('=', false)).toEqual({ kind: 'zoom', scale: 1 / KEY_ZOOM });
    expect(chartKeyAction('-', false)).toEqual({ kind: 'zoom', scale: KEY_ZOOM });
    expect(chartKeyAction('ArrowRight', true)).toEqual({ kind: 'pan', share: 0.25 });
    expect(chartKeyAction('ArrowLeft', true)).toEqual({ kind: 'pan', share: -0.25 });
    expect(chartKeyAction('0', false)).toEqual({ kind: 'reset' });
  });
  it('leave Tab, Escape and letters to the page', () => {
    for (const k of ['Tab', 'Escape', 'a', 'ArrowUp']) expect(chartKeyAction(k, false)).toBeNull();
  });
});

describe('the keyboard cursor', () => {
  it('starts at the first reading going right and at the last going left', () => {
    expect(pickReading(line, all, null, step(1))).toBe(0);
    expect(pickReading(line, all, null, step(-1))).toBe(10);
  });
  it('moves reading by reading and steps over a gap', () => {
    expect(pickReading(line, all, 30, step(1))).toBe(4);
    expect(pickReading(line, all, 40, step(1))).toBe(6);
    expect(pickReading(line, all, 60, step(-1))).toBe(4);
  });
  it('stops at the ends of the window instead of wrapping', () => {
    expect(pickReading(line, all, 100, step(1))).toBe(10);
    expect(pickReading(line, all, 0, step(-1))).toBe(0);
    expect(pickReading(line, all, 20, step(10))).toBe(10);
    expect(pickReading(line, all, 20, step(-10))).toBe(0);
  });
  it('stays inside the shown window: a pick the window lost starts again at its edge', () => {
    const zoomed: [number, number] = [25, 75];
    expect(pickReading(line, zoomed, null, { kind: 'edge', end: 'first' })).toBe(3);
    expect(pickReading(line, zoomed, null, { kind: 'edge', end: 'last' })).toBe(7);
    expect(pickReading(line, zoomed, 90, step(-1))).toBe(7);
    expect(pickReading(line, zoomed, 10, step(1))).toBe(3);
  });
  it('finds the nearest reading to a picked time that is not a reading (new data came)', () => {
    expect(pickReading(line, all, 31, step(1))).toBe(4);
  });
  it('has nothing to pick in an empty window or without a line', () => {
    expect(pickReading(line, [101, 200], null, step(1))).toBeNull();
    expect(pickReading(undefined, all, null, step(1))).toBeNull();
  });
});
