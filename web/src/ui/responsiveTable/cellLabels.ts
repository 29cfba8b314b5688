/** One header cell as the table's `<thead>` has it. */
export interface HeaderCell {
  text: string;
  colSpan: number;
  rowSpan: number;
}

/**
 * The label of each body column, read from the header rows: a column under a grouped header is named by every header
 * above it ('11/27 Mobile' under '11/27' and 'Mobile'). Cells spanning rows or columns are placed the way a browser
 * lays out the header grid, so the labels stay in step with the body cells however the header is built.
 */
export function columnLabels(rows: readonly (readonly HeaderCell[])[]): string[] {
  const grid: string[][] = rows.map(() => []);
  rows.forEach((row, r) => {
    let column = 0;
    for (const cell of row) {
      while (grid[r]![column] !== undefined) column++;
      for (let dr = 0; dr < Math.max(1, cell.rowSpan) && r + dr < rows.length; dr++) {
        for (let dc = 0; dc < Math.max(1, cell.colSpan); dc++) grid[r + dr]![column + dc] = cell.text.trim();
      }
      column += Math.max(1, cell.colSpan);
    }
  });
  const width = Math.max(0, ...grid.map((row) => row.length));
  return Array.from({ length: width }, (_, c) => {
    const parts: string[] = [];
    for (const row of grid) {
      const text = row[c] ?? '';
      if (text !== '' && parts.at(-1) !== text) parts.push(text);
    }
    return parts.join(' ');
  });
}

/** Which label each body cell of a row gets, by the columns its cells span; a cell spanning several has none. */
export function rowCellLabels(labels: readonly string[], colSpans: readonly number[]): (string | null)[] {
  let column = 0;
  return colSpans.map((span) => {
    const label = span > 1 ? null : (labels[column] ?? null);
    column += Math.max(1, span);
    return label;
  });
}
