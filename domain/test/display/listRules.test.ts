import { describe, expect, it } from 'vitest';
import { acceptRangeInput, rangeInputHours } from '../../src/display/rangeInput';
import { compareSortValues, nextSort, sortRows } from '../../src/display/sortRows';
import { mergeById } from '../../src/display/mergeById';
import { isDeviceIdQuery, moveSelection } from '../../src/display/search';

describe('tardy range inputs (spec 1 §5)', () => {
  it('accepts numbers below 1,000,000', () => {
    expect(acceptRangeInput('48', '24')).toBe('48');
    expect(acceptRangeInput('999999', '24')).toBe('999999');
    expect(acceptRangeInput('999999.9', '24')).toBe('999999.9');
    expect(acceptRangeInput('12.5', '12')).toBe('12.5');
    expect(acceptRangeInput('', '24')).toBe('');
  });

  it('ignores anything else, keeping the previous text', () => {
    expect(acceptRangeInput('1000000', '100000')).toBe('100000');
    expect(acceptRangeInput('24a', '24')).toBe('24');
    expect(acceptRangeInput('abc', '24')).toBe('24');
    expect(acceptRangeInput('-5', '5')).toBe('5');
    expect(acceptRangeInput('1e3', '1')).toBe('1');
    expect(acceptRangeInput('1.2.3', '1.2')).toBe('1.2');
  });

  it('applies whole numbers on Submit, falling back when empty', () => {
    expect(rangeInputHours('48', 24)).toBe(48);
    expect(rangeInputHours('12.9', 24)).toBe(12);
    expect(rangeInputHours('', 24)).toBe(24);
    expect(rangeInputHours('.', 240)).toBe(240);
  });
});

describe('column sorting (spec 1 §2, §4)', () => {
  it('sorts a new column ascending and toggles the same column', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'id')).toEqual({ key: 'id', direction: 'asc' });
  });

  it('compares numbers as numbers, text naturally, and puts empty values last either way', () => {
    expect(compareSortValues(2, 10, 'asc')).toBeLessThan(0);
    expect(compareSortValues('Tank 2', 'Tank 10', 'asc')).toBeLessThan(0);
    expect(compareSortValues('b', 'A', 'asc')).toBeGreaterThan(0);
    expect(compareSortValues(null, 1, 'asc')).toBeGreaterThan(0);
    expect(compareSortValues(null, 1, 'desc')).toBeGreaterThan(0);
    expect(compareSortValues('', 'x', 'desc')).toBeGreaterThan(0);
  });

  it('sorts stably without touching the input', () => {
    const rows = [
      { id: 1, count: 3 },
      { id: 2, count: 12 },
      { id: 3, count: 3 },
      { id: 4, count: null },
    ];
    expect(sortRows(rows, (r) => r.count, 'desc').map((r) => r.id)).toEqual([2, 1, 3, 4]);
    expect(sortRows(rows, (r) => r.count, 'asc').map((r) => r.id)).toEqual([1, 3, 2, 4]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('alarm list merge (spec 1 §7)', () => {
  it('keeps the first of each id across lists, in order', () => {
    const merged = mergeById(
      [
        { id: 1, from: 'a' },
        { id: 2, from: 'a' },
      ],
      null,
      [
        { id: 2, from: 'b' },
        { id: 3, from: 'b' },
      ],
    );
    expect(merged).toEqual([
      { id: 1, from: 'a' },
      { id: 2, from: 'a' },
      { id: 3, from: 'b' },
    ]);
  });
});

describe('global search (spec 1 §2)', () => {
  it('treats digits only as a device id', () => {
    expect(isDeviceIdQuery('20107')).toBe(true);
    expect(isDeviceIdQuery(' 20107 ')).toBe(true);
    expect(isDeviceIdQuery('20107a')).toBe(false);
    expect(isDeviceIdQuery('')).toBe(false);
    expect(isDeviceIdQuery('-1')).toBe(false);
  });

  it('moves the selection with wrap-around', () => {
    expect(moveSelection(-1, 3, 1)).toBe(0);
    expect(moveSelection(-1, 3, -1)).toBe(2);
    expect(moveSelection(0, 3, 1)).toBe(1);
    expect(moveSelection(2, 3, 1)).toBe(0);
    expect(moveSelection(0, 3, -1)).toBe(2);
    expect(moveSelection(5, 3, 1)).toBe(0);
    expect(moveSelection(0, 0, 1)).toBe(-1);
  });
});
