import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

/**
 * The Kysely row types (db/database.ts and the schema*.ts files it names) are written by hand; this test holds them
 * to what the SQL migrations really create, so a migration and its row type cannot drift apart unnoticed.
 *
 * How: the database side is read from the catalog of a freshly migrated database; the TypeScript side is read with
 * the TypeScript compiler's type checker from `Database` itself. The checker (not a text match) resolves what the row
 * types are made of: `ColumnType`/`Generated` wrappers, local aliases such as `Timestamp`, string-literal unions and
 * the columns schemaAdmin.ts merges into `DevicesTable` by declaration merging. kysely-codegen was the other choice:
 * it would introspect the database just as well, but it writes a TypeScript file of its own, and comparing that file
 * with ours still needs the checker (our types are narrower on purpose: unions, JSON shapes), so it would be a second
 * dependency doing half the work.
 *
 * What "matching" means, column by column:
 * - the column exists on both sides (partitions of `readings` are its storage, not tables of their own; the
 *   migration runner's `schema_migrations` is not the product's);
 * - the selected type admits null exactly when the column does;
 * - a NOT NULL column may be left out of an insert (Kysely: the insert type admits undefined, as `Generated<>` does)
 *   exactly when it has a default, serial or identity; and it never accepts null on insert or update;
 * - the selected type is what node-postgres hands back for the column's SQL type, given the parsers connection.ts
 *   sets (int8 and numeric as numbers, `date` as its string).
 */

const DATABASE_TS = path.resolve(import.meta.dirname, '../../src/db/database.ts');
const TSCONFIG = path.resolve(import.meta.dirname, '../../tsconfig.json');
const NOT_PRODUCT_TABLES = new Set(['schema_migrations']);

interface DbColumn {
  table: string;
  column: string;
  /** pg_type.typname: int4, text, _text (array of text), timestamptz, ... */
  type: string;
  notNull: boolean;
  /** a default, serial or identity: an insert may leave the column out */
  hasDefault: boolean;
}

interface TsColumn {
  table: string;
  column: string;
  /** the selected type's members apart from null, each as a category (see category()) */
  select: string[];
  selectNullable: boolean;
  /** true when Kysely lets an insert leave the column out (its insert type admits null or undefined) */
  insertOptional: boolean;
  insertAcceptsNull: boolean;
  updateAcceptsNull: boolean;
  /** declared with `?`: a selected row could lack it, which no database column does */
  optionalProperty: boolean;
}

/** What node-postgres hands back per SQL type, as categories of category() below. */
const SELECTED_AS: Record<string, (c: string) => boolean> = {
  int2: (c) => c === 'number',
  int4: (c) => c === 'number',
  int8: (c) => c === 'number', // connection.ts parses int8 as a number
  numeric: (c) => c === 'number', // and numeric
  float4: (c) => c === 'number',
  float8: (c) => c === 'number',
  text: (c) => c === 'string',
  varchar: (c) => c === 'string',
  date: (c) => c === 'string', // connection.ts keeps a date as its 'YYYY-MM-DD' string
  timestamptz: (c) => c === 'Date',
  bool: (c) => c === 'boolean',
  bytea: (c) => c === 'Buffer',
  // parsed JSON: an object, an array or (when the code narrows it where it reads it) unknown
  json: (c) => c === 'object' || c === 'unknown' || c.endsWith('[]'),
  jsonb: (c) => c === 'object' || c === 'unknown' || c.endsWith('[]'),
  _text: (c) => c === 'string[]',
  _int8: (c) => c === 'string[]', // an int8 array's elements stay strings (only the scalar int8 is parsed)
  _float8: (c) => c === 'number[]',
};

async function readDatabase(t: TestDatabase): Promise<DbColumn[]> {
  // pg_catalog rather than information_schema: it tells a partition (relispartition) from a table
  const { rows } = await t.pool.query<DbColumn>(`
    SELECT c.relname AS "table", a.attname AS "column", ty.typname AS "type", a.attnotnull AS "notNull",
           (a.atthasdef OR a.attidentity <> '') AS "hasDefault"
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      JOIN pg_type ty ON ty.oid = a.atttypid
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     ORDER BY c.relname, a.attnum`);
  return rows.filter((r) => !NOT_PRODUCT_TABLES.has(r.table));
}

function readRowTypes(): TsColumn[] {
  const config = ts.getParsedCommandLineOfConfigFile(TSCONFIG, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error(`cannot read ${TSCONFIG}`);
  const program = ts.createProgram([DATABASE_TS], config.options);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(DATABASE_TS)!;
  const errors = ts.getPreEmitDiagnostics(program, source);
  if (errors.length)
    throw new Error(
      ts.formatDiagnostics(errors, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => '', getNewLine: () => '\n' }),
    );
  const decl = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database');
  if (!decl) throw new Error('no interface Database in database.ts');

  const members = (t: ts.Type): ts.Type[] => (t.isUnion() ? t.types : [t]);
  const isNull = (t: ts.Type) => (t.flags & ts.TypeFlags.Null) !== 0;
  const isUndefined = (t: ts.Type) => (t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) !== 0;
  /** Kysely's SelectType/InsertType/UpdateType: a ColumnType member gives its slot, any other member stands for itself. */
  const slot = (t: ts.Type, name: '__select__' | '__insert__' | '__update__'): ts.Type[] =>
    members(t).flatMap((m) => {
      const p = m.getProperty(name);
      return p ? members(checker.getTypeOfSymbol(p)) : [m];
    });
  const category = (t: ts.Type): string => {
    if (t.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return 'unknown';
    if (t.flags & ts.TypeFlags.NumberLike) return 'number';
    if (t.flags & ts.TypeFlags.StringLike) return 'string';
    if (t.flags & ts.TypeFlags.BooleanLike) return 'boolean';
    if (checker.isArrayType(t)) return `${category(checker.getTypeArguments(t as ts.TypeReference)[0]!)}[]`;
    if (t.getSymbol()?.name === 'Date') return 'Date';
    if (t.getSymbol()?.name === 'Buffer') return 'Buffer';
    if (t.flags & ts.TypeFlags.Object) return 'object';
    return checker.typeToString(t);
  };

  const out: TsColumn[] = [];
  for (const table of checker.getTypeAtLocation(decl).getProperties()) {
    for (const col of checker.getTypeOfSymbol(table).getProperties()) {
      // a `?` property reads as T | undefined here; optionalProperty reports it on its own
      const declared = checker.getTypeOfSymbol(col);
      const select = slot(declared, '__select__').filter((m) => !isUndefined(m));
      const insert = slot(declared, '__insert__');
      const update = slot(declared, '__update__');
      out.push({
        table: table.name,
        column: col.name,
        select: [...new Set(select.filter((m) => !isNull(m)).map(category))].sort(),
        selectNullable: select.some(isNull),
        insertOptional: insert.some((m) => isNull(m) || isUndefined(m)),
        insertAcceptsNull: insert.some(isNull),
        updateAcceptsNull: update.some(isNull),
        optionalProperty: (col.flags & ts.SymbolFlags.Optional) !== 0,
      });
    }
  }
  return out;
}

let database: TestDatabase;
let dbColumns: DbColumn[];
let tsColumns: TsColumn[];
beforeAll(async () => {
  database = await createTestDatabase();
  dbColumns = await readDatabase(database);
  tsColumns = readRowTypes();
});
afterAll(() => database?.drop());

const key = (c: { table: string; column: string }) => `${c.table}.${c.column}`;

describe('the Kysely row types (db/database.ts) against the migrated database', () => {
  it('name the same tables', () => {
    const inDb = new Set(dbColumns.map((c) => c.table));
    const inTs = new Set(tsColumns.map((c) => c.table));
    expect({ onlyInDatabase: [...inDb].filter((t) => !inTs.has(t)), onlyInRowTypes: [...inTs].filter((t) => !inDb.has(t)) }).toEqual({
      onlyInDatabase: [],
      onlyInRowTypes: [],
    });
  });

  it('name the same columns', () => {
    const inDb = new Set(dbColumns.map(key));
    const inTs = new Set(tsColumns.map(key));
    expect({ onlyInDatabase: [...inDb].filter((c) => !inTs.has(c)), onlyInRowTypes: [...inTs].filter((c) => !inDb.has(c)) }).toEqual({
      onlyInDatabase: [],
      onlyInRowTypes: [],
    });
  });

  it('agree on which columns may be null, and which an insert may leave out', () => {
    const rowTypes = new Map(tsColumns.map((c) => [key(c), c]));
    const wrong: string[] = [];
    for (const d of dbColumns) {
      const t = rowTypes.get(key(d));
      if (!t) continue;
      const k = key(d);
      if (t.optionalProperty) wrong.push(`${k}: declared optional (?), but every row has the column`);
      // `unknown` absorbs null (unknown | null is unknown), so a column selected as unknown says nothing either way
      if (t.selectNullable !== !d.notNull && !t.select.includes('unknown'))
        wrong.push(
          `${k}: ${d.notNull ? 'NOT NULL' : 'nullable'} in the database, ${t.selectNullable ? 'nullable' : 'never null'} in the row type`,
        );
      if (!d.notNull) continue;
      if (t.insertOptional !== d.hasDefault) {
        wrong.push(
          d.hasDefault
            ? `${k}: has a default, but the row type makes every insert give it (Generated<> or a ColumnType whose insert admits undefined)`
            : `${k}: NOT NULL without a default, but the row type lets an insert leave it out`,
        );
      }
      if (t.insertAcceptsNull) wrong.push(`${k}: NOT NULL, but the row type's insert accepts null`);
      if (t.updateAcceptsNull) wrong.push(`${k}: NOT NULL, but the row type's update accepts null`);
    }
    expect(wrong).toEqual([]);
  });

  it('select the type node-postgres hands back for each SQL type', () => {
    const rowTypes = new Map(tsColumns.map((c) => [key(c), c]));
    const wrong: string[] = [];
    for (const d of dbColumns) {
      const t = rowTypes.get(key(d));
      if (!t) continue;
      const fits = SELECTED_AS[d.type];
      if (!fits) wrong.push(`${key(d)}: SQL type ${d.type} is new to this test; say in SELECTED_AS what it is selected as`);
      else if (t.select.length === 0 || !t.select.every(fits))
        wrong.push(`${key(d)}: ${d.type} selected as ${t.select.join(' | ') || 'nothing'}`);
    }
    expect(wrong).toEqual([]);
  });
});
