import type { Db } from '../db/connection';

/** Spec 3 §7 devicesPO: devices with a P.O. number (New P.O. uses it to tell a number already in use). */
export async function devicesWithPO(db: Db): Promise<{ id: number; po: number | null }[]> {
  const rows = await db.selectFrom('devices').select(['id', 'po']).where('po', 'is not', null).orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), po: r.po }));
}
