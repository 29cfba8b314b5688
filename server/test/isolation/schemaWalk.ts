import { schema } from '../../src/graphql/schema';

/*
 * The schema read by duck typing (ofType, getFields, getValues) rather than graphql's isXType guards: the test
 * and Pothos can load different builds (ESM/CJS) of graphql, and the guards then throw "from another realm".
 */

export interface TypeRef {
  nonNull: boolean;
  list: TypeRef | null;
  /** named type, when not a list */
  name: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

function typeRef(t: Any): TypeRef {
  const s = String(t);
  const nonNull = s.endsWith('!');
  const inner = nonNull ? t.ofType : t;
  if (String(inner).startsWith('[')) return { nonNull, list: typeRef(inner.ofType), name: '' };
  return { nonNull, list: null, name: inner.name as string };
}

export const namedType = (name: string): Any => schema.getType(name);
const isObjectLike = (t: Any) => typeof t?.getFields === 'function' && typeof t?.getInterfaces === 'function';
const isUnionLike = (t: Any) => typeof t?.getTypes === 'function' && typeof t?.getFields !== 'function';
export const isInputObject = (t: Any) =>
  typeof t?.getFields === 'function' && typeof t?.getInterfaces !== 'function' && typeof t?.getTypes !== 'function';
export const isEnum = (t: Any) => typeof t?.getValues === 'function';

export interface ArgSpec {
  name: string;
  type: TypeRef;
}

export interface FieldSpec {
  operation: 'query' | 'mutation';
  name: string;
  args: ArgSpec[];
  /** the selection set the field's type needs ('' for a scalar) */
  selection: string;
}

const unwrapNamed = (t: Any): Any => (t.ofType ? unwrapNamed(t.ofType) : t);

/** Every field without required arguments, two object levels deep: deep enough to reach a nested leak (group → users). */
function selectionFor(type: Any, depth = 0): string {
  const named = unwrapNamed(type);
  if (isUnionLike(named)) {
    const parts = (named.getTypes() as Any[]).map((m) => `... on ${m.name} ${selectionFor(m, depth) || '{ __typename }'}`);
    return `{ __typename ${parts.join(' ')} }`;
  }
  if (!isObjectLike(named)) return '';
  const parts: string[] = [];
  for (const f of Object.values(named.getFields()) as Any[]) {
    if ((f.args as Any[]).some((a) => String(a.type).endsWith('!'))) continue;
    const inner = unwrapNamed(f.type);
    if (isObjectLike(inner) || isUnionLike(inner)) {
      if (depth >= 2) continue;
      const sub = selectionFor(inner, depth + 1);
      if (sub) parts.push(`${f.name} ${sub}`);
    } else {
      parts.push(f.name as string);
    }
  }
  return parts.length ? `{ ${parts.join(' ')} }` : '{ __typename }';
}

/** Every query and mutation field of the built schema, read from the schema itself. */
export function schemaFields(): FieldSpec[] {
  const out: FieldSpec[] = [];
  for (const [operation, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    if (!root) continue;
    for (const f of Object.values(root.getFields()) as Any[]) {
      out.push({
        operation,
        name: f.name,
        args: (f.args as Any[]).map((a) => ({ name: a.name as string, type: typeRef(a.type) })),
        selection: selectionFor(f.type),
      });
    }
  }
  return out;
}

/** The GraphQL spelling of a type reference, for variable definitions. */
function typeString(t: TypeRef): string {
  const base = t.list ? `[${typeString(t.list)}]` : t.name;
  return t.nonNull ? `${base}!` : base;
}

/** An input object's fields as argument specs. */
export function inputFields(name: string): ArgSpec[] {
  const t = namedType(name);
  return (Object.values(t.getFields()) as Any[]).map((f) => ({ name: f.name as string, type: typeRef(f.type) }));
}

/** The document calling one field with every argument as a variable. */
export function documentFor(f: FieldSpec): string {
  const defs = f.args.map((a) => `$${a.name}: ${typeString(a.type)}`).join(', ');
  const call = f.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${f.operation} ${f.name[0]!.toUpperCase()}${f.name.slice(1)}Case${defs ? `(${defs})` : ''} { ${f.name}${call ? `(${call})` : ''} ${f.selection} }`;
}
