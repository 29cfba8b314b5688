import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';

export interface TankNameRow {
  tank_name: string;
  height_inches: number;
  strap: { inches: number; gallons: number }[];
}

/**
 * GET_TANK_NAMES (spec 2 §7): the chemical tank models a calibration can name, by name: those offered to everyone
 * and those of the viewer's company (super users: all).
 */
export function tankNames(db: Db, viewer: Viewer): Promise<TankNameRow[]> {
  let q = db.selectFrom('tank_names').select(['tank_name', 'height_inches', 'strap']).orderBy('tank_name');
  if (!viewer.isSuperUser) q = q.where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', viewer.companyId ?? -1)]));
  return q.execute();
}
