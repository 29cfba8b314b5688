import type { Db } from '../db/connection';

/** A manufacturer or SKU choice of the New P.O. and Device ID screens. */
export interface LookupRow {
  code: string;
  label: string;
}

/** The manufacturer lookup (code → label) of New P.O. (spec 3 §9). */
export function manufacturerLookup(db: Db): Promise<LookupRow[]> {
  return db.selectFrom('manufacturers').select(['code', 'label']).orderBy('code').execute();
}

/** The SKUs a P.O. or a device may have; the label is the SKU with its description. */
export async function skuLookup(db: Db): Promise<LookupRow[]> {
  const rows = await db.selectFrom('skus').select(['sku', 'description']).orderBy('sku').execute();
  return rows.map((r) => ({ code: r.sku, label: r.description ? `${r.sku} - ${r.description}` : r.sku }));
}
