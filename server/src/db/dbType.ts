import type { Kysely } from 'kysely';
import type { Database } from './database';

/** The typed database handle every query takes (apart from connection.ts, which makes it, so pool code can name it). */
export type Db = Kysely<Database>;
