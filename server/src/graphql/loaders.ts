import DataLoader from 'dataloader';
import type { Db } from '../db/connection';
import type { GraphQLContext } from './context';

/** Batches per-request lookups so a list of N users asks for their companies in one query. */
export function createLoaders(db: Db): GraphQLContext['loaders'] {
  return {
    company: new DataLoader(async (ids: readonly number[]) => {
      const rows = await db.selectFrom('companies').selectAll().where('id', 'in', [...ids]).execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
