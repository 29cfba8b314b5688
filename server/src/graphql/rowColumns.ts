import { Kind, type FieldNode, type GraphQLObjectType, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Which columns of a table a list field's selection needs, so a page of rows is read with those columns and not the
 * whole row (a directory page parses 50 device rows and 150 tag rows: with every column that was most of its
 * server time, in node-postgres' row parsing, date parsing and the garbage of both). A field made with
 * `exposeX('column')` names its column in the schema (Pothos' `pothosExposedField`); the fields with a resolver of
 * their own are listed in the shape, and a field answered by an object built from the same row (`nested`) is
 * followed into its own selection. Any other field makes the request read whole rows, so a field added later is
 * never served from a row without its column. Only names from the schema and the shape become columns, never
 * anything from the request.
 */
export interface RowShape {
  /** the GraphQL object type the rows are served as */
  type: string;
  /** the columns of the fields with a resolver of their own */
  resolvedFrom: Readonly<Record<string, readonly string[]>>;
  /** read whatever is asked (the loaders key on these) */
  always: readonly string[];
  /** fields answering an object made from the same row, with that object's shape */
  nested?: Readonly<Record<string, RowShape>>;
}

function collectFields(
  set: SelectionSetNode | undefined,
  info: GraphQLResolveInfo,
  out: Map<string, FieldNode[]>,
  seen: Set<string>,
): void {
  for (const sel of set?.selections ?? []) {
    if (sel.kind === Kind.FIELD) out.set(sel.name.value, [...(out.get(sel.name.value) ?? []), sel]);
    else if (sel.kind === Kind.INLINE_FRAGMENT) collectFields(sel.selectionSet, info, out, seen);
    else if (!seen.has(sel.name.value)) {
      seen.add(sel.name.value);
      collectFields(info.fragments[sel.name.value]?.selectionSet, info, out, seen);
    }
  }
}

/** Adds the columns `nodes`' selections need to `columns`; false when some field's columns are not known. */
function addColumns(nodes: readonly FieldNode[], info: GraphQLResolveInfo, shape: RowShape, columns: Set<string>): boolean {
  // duck-typed: graphql's instanceof checks fail when two copies of the package meet (ESM and CJS)
  const type = info.schema.getType(shape.type) as Partial<GraphQLObjectType> | undefined;
  if (typeof type?.getFields !== 'function') return false;
  const fields = type.getFields();
  const asked = new Map<string, FieldNode[]>();
  for (const node of nodes) collectFields(node.selectionSet, info, asked, new Set());
  for (const c of shape.always) columns.add(c);
  for (const [name, fieldNodes] of asked) {
    const inner = shape.nested?.[name];
    if (inner) {
      if (!addColumns(fieldNodes, info, inner, columns)) return false;
      continue;
    }
    const exposed = fields[name]?.extensions?.pothosExposedField;
    const from = typeof exposed === 'string' ? [exposed] : shape.resolvedFrom[name];
    if (!from) return false;
    for (const c of from) columns.add(c);
  }
  return true;
}

/** The columns the selection of this list field needs, sorted; null: read whole rows. */
export function rowColumnsFor(info: GraphQLResolveInfo, shape: RowShape): string[] | null {
  const columns = new Set<string>();
  return addColumns(info.fieldNodes, info, shape, columns) ? [...columns].sort() : null;
}

/**
 * The same, remembered per field of a parsed document: a field resolved once per parent (a device's tags, 50 times
 * a page) works its columns out once. The document's nodes are kept by the server's parse cache, so the first node
 * names the field in that document (and its fragments).
 */
export function memoRowColumns(shape: RowShape): (info: GraphQLResolveInfo) => string[] | null {
  const memo = new WeakMap<FieldNode, string[] | null>();
  return (info) => {
    const key = info.fieldNodes?.[0];
    if (!key) return null;
    if (memo.has(key)) return memo.get(key)!;
    const columns = rowColumnsFor(info, shape);
    memo.set(key, columns);
    return columns;
  };
}
