import { useLayoutEffect, type RefObject } from 'react';
import { columnLabels, rowCellLabels, type HeaderCell } from './cellLabels';

const headerCell = (th: HTMLTableCellElement): HeaderCell => ({
  text: th.textContent ?? '',
  colSpan: th.colSpan,
  rowSpan: th.rowSpan,
});

/** Writes each body cell's column name into its data-label, which the phone cards show before the value. */
function labelCells(table: HTMLTableElement): void {
  const headerRows = [...(table.tHead?.rows ?? [])].map((row) => [...row.cells].map(headerCell));
  const labels = columnLabels(headerRows);
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      const cells = [...row.cells];
      const rowLabels = rowCellLabels(
        labels,
        cells.map((c) => c.colSpan),
      );
      cells.forEach((cell, i) => {
        const label = rowLabels[i] ?? null;
        if (label === null) cell.removeAttribute('data-label');
        else if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
      });
    }
  }
}

/**
 * Labels the body cells of the tables inside `root` from their own headers, and again whenever rows or headers change
 * (more pages, a new sort, a search). Read from the rendered headers so a column's name is written once, in its
 * header, and a card can never name a value differently from the table it comes from.
 */
export function useCellLabels(root: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const relabel = () => element.querySelectorAll('table').forEach(labelCells);
    relabel();
    // attributes are not observed: writing the labels must not wake the observer again
    const observer = new MutationObserver(relabel);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [root]);
}
