import DataLoader from 'dataloader';
import type { Db } from '../db/connection';
import type { TagRow } from '../db/rows';
import { tagsByDevice } from './batchReads';

/** A device's tag rows with at least these columns (null: whole rows). */
export type TagRowsOf = (deviceId: number, columns: readonly string[] | null) => Promise<TagRow[]>;

/**
 * Per request: devices' tag rows, read with the columns the selections ask for (graphql/types/tagSelection.ts). The
 * asks of one tick (a page of devices' `tags`, the device page's tags and its voltage) become one statement reading
 * the union of their columns, whole rows if one of them needs whole rows. A later ask is answered from what was read
 * when that had its columns, and read again otherwise, so a row is never served without a column its field reads.
 */
export function tagRowsLoader(db: Db): TagRowsOf {
  const batch = new DataLoader<{ id: number; columns: readonly string[] | null }, TagRow[]>(
    async (asks) => {
      const columns = asks.some((a) => !a.columns) ? null : [...new Set(asks.flatMap((a) => a.columns!))].sort();
      const ids = [...new Set(asks.map((a) => a.id))];
      const rows = await tagsByDevice(db, ids, columns);
      const byId = new Map(ids.map((id, i) => [id, rows[i]!]));
      return asks.map((a) => byId.get(a.id)!);
    },
    { cache: false },
  );
  const read = new Map<number, { columns: ReadonlySet<string> | null; rows: Promise<TagRow[]> }>();
  return (id, columns) => {
    const had = read.get(id);
    if (had && (!had.columns || (columns && columns.every((c) => had.columns!.has(c))))) return had.rows;
    const rows = batch.load({ id, columns });
    // what this ask is sure to get (its batch may read more)
    read.set(id, { columns: columns ? new Set(columns) : null, rows });
    return rows;
  };
}
