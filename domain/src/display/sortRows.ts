export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

/** Clicking a column header: a new column sorts ascending, the same column again toggles (spec 1 §2). */
export function nextSort(current: SortState | null | undefined, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

export type SortValue = string | number | boolean | null | undefined;

/** Empty values always go last, whichever the direction, so a sorted list starts with something to read. */
function isEmpty(v: SortValue): v is null | undefined | '' {
  return v === null || v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v));
}

export function compareSortValues(a: SortValue, b: SortValue, direction: SortDirection): number {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) === isEmpty(b) ? 0 : isEmpty(a) ? 1 : -1;
  const sign = direction === 'asc' ? 1 : -1;
  if (typeof a === 'string' && typeof b === 'string') {
    return sign * a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
  }
  const x = Number(a);
  const y = Number(b);
  return sign * (x < y ? -1 : x > y ? 1 : 0);
}

/** A stable sort by one value, leaving the input untouched. */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, direction: SortDirection): T[] {
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((a, b) => compareSortValues(a.v, b.v, direction) || a.index - b.index)
    .map((entry) => entry.row);
}
