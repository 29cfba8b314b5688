import { sql } from 'kysely';

/**
 * A select column `first_time` for a query over `tags`: epoch seconds of the tag's first daily rollup (where an
 * unbounded range starts), read with the tag row instead of one query after it; NULL when the range has a start.
 */
export function firstTimeColumn(withFirst: boolean) {
  return withFirst
    ? sql<
        number | null
      >`(SELECT extract(epoch FROM min(d.bucket))::float8 FROM readings_daily d WHERE d.device_id = tags.device_id AND d.tag = tags.tag)`.as(
        'first_time',
      )
    : sql<null>`NULL::float8`.as('first_time');
}
