import { sql, type RawBuilder } from 'kysely';

/**
 * A user's phone number where texts can reach it (a mobile, domain receivesTexts), else NULL: the queries that pick
 * text recipients read this instead of the number, so a landline is skipped like a user without a phone.
 * `alias` is the users table's alias in the query.
 */
export function textablePhone(alias: string): RawBuilder<string | null> {
  return sql<string | null>`CASE WHEN ${sql.ref(`${alias}.phone_type`)} = 'mobile' THEN ${sql.ref(`${alias}.phone_number`)} END`;
}
