import { capabilitiesOf, isDeviceIdQuery } from '@fieldwatch/domain';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { escapeLike } from './pathFilter';

/** Ids are bigint but stay far below 2^53; a longer number (a SIM number, say) is not an id. */
const MAX_ID_DIGITS = 15;

export interface SearchPlan {
  where: Expression<SqlBool>;
  /** Leading ORDER BY terms: the exact id match first. */
  order: RawBuilder<unknown>[];
}

/**
 * The device half of the global search (spec 1 §2): a numeric query gives the device with that id; any other
 * query matches names and paths containing it, case-insensitively. Super users also match SIM numbers, which are
 * digits too, so for them a numeric query also matches SIMs (after the id). Null for an empty query.
 */
export function deviceSearch(viewer: Viewer, text: string | null | undefined, alias = 'devices'): SearchPlan | null {
  const q = (text ?? '').trim();
  if (!q) return null;
  const col = (c: string) => sql.ref(`${alias}.${c}`);
  const admin = capabilitiesOf(viewer).admin;
  const pattern = `%${escapeLike(q)}%`;
  const sim = admin ? sql<SqlBool>`${col('sim_number')} ILIKE ${pattern}` : sql<SqlBool>`false`;
  if (isDeviceIdQuery(q)) {
    if (q.length > MAX_ID_DIGITS) return { where: sim, order: [] };
    const byId = sql<SqlBool>`${col('id')} = ${Number(q)}`;
    return { where: sql<SqlBool>`(${byId} OR ${sim})`, order: [sql`(${byId}) DESC`] };
  }
  return {
    where: sql<SqlBool>`(${col('name')} ILIKE ${pattern} OR ${col('path')} ILIKE ${pattern} OR ${sim})`,
    order: [],
  };
}
