import { describe, expect, it } from 'vitest';
import { columnLabels, rowCellLabels } from '../../src/ui/responsiveTable/cellLabels';

const cell = (text: string, colSpan = 1, rowSpan = 1) => ({ text, colSpan, rowSpan });

describe('the labels a phone card gives each value', () => {
  it('one header row names each column by its header', () => {
    expect(columnLabels([[cell('ID'), cell('Name'), cell(' Battery ')]])).toEqual(['ID', 'Name', 'Battery']);
  });

  it('a grouped header names a column by both rows, and a cell spanning both rows once', () => {
    const labels = columnLabels([
      [cell('User', 1, 2), cell('11/27', 2), cell('11/28', 2)],
      [cell('Mobile'), cell('Desktop'), cell('Mobile'), cell('Desktop')],
    ]);
    expect(labels).toEqual(['User', '11/27 Mobile', '11/27 Desktop', '11/28 Mobile', '11/28 Desktop']);
  });

  it('a body cell spanning columns (a group row) gets no label; the cells after it keep their columns', () => {
    const labels = ['User', '11/27 Mobile', '11/27 Desktop'];
    expect(rowCellLabels(labels, [3])).toEqual([null]);
    expect(rowCellLabels(labels, [1, 1, 1])).toEqual(['User', '11/27 Mobile', '11/27 Desktop']);
    expect(rowCellLabels(['A', 'B', 'C', 'D'], [1, 2, 1])).toEqual(['A', null, 'D']);
  });

  it('a header without text gives an empty label', () => {
    expect(columnLabels([[cell(''), cell('Edit')]])).toEqual(['', 'Edit']);
    expect(columnLabels([])).toEqual([]);
  });
});
