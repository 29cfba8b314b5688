import { sql, type Expression, type SqlBool } from 'kysely';

/** `text` as a LIKE pattern that matches itself only (backslash is PostgreSQL's default LIKE escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Devices in `folder` or below it, on whole segments: '/Permian' matches '/Permian' and '/Permian/North/Pad A' but
 * not '/PermianX' (spec 1 §2; the browser's isWithinPath). `folder` is normalised ('/a/b', no trailing slash).
 * Written as a LIKE prefix so the path index (text_pattern_ops, migration 008) can answer it.
 */
export function inFolder(folder: string, alias = 'devices'): Expression<SqlBool> {
  const path = sql.ref(`${alias}.path`);
  return sql<SqlBool>`(${path} = ${folder} OR ${path} LIKE ${`${escapeLike(folder)}/%`})`;
}
