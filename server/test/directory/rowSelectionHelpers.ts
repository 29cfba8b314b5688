import {
  defaultFieldResolver,
  Kind,
  parse,
  type FieldNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
} from 'graphql';
import { expect } from 'vitest';
import { viewerFromRow } from '../../src/auth/viewer';
import { createLoaders } from '../../src/graphql/loaders';
import { schema } from '../../src/graphql/schema';
import type { TestApp } from '../helpers/testApp';

/*
 * What the column finders' tests share (graphql/rowColumns.ts: devicesRe's devices, a device's tags): the schema's
 * fields of a type, a resolve info for a field of a parsed document, and the check that a field answers the same from
 * a row holding only the columns found as from the whole row.
 */

// the schema's graphql copy may not be this file's (ESM and CJS), so no instanceof checks on its types
export const fieldsOf = (type: string) =>
  Object.values((schema.getType(type) as GraphQLObjectType).getFields()) as GraphQLField<unknown, unknown>[];

/** Whether the field returns objects (needs a sub-selection): its named type has fields. */
export const hasFields = (f: GraphQLField<unknown, unknown>) => {
  let type: unknown = f.type;
  while (type && typeof type === 'object' && 'ofType' in type) type = (type as { ofType: unknown }).ofType;
  return typeof (type as { getFields?: unknown }).getFields === 'function';
};

/** The resolve info of the field `pick` finds in the document's operation, with the document's fragments. */
export function fieldInfo(query: string, pick: (top: FieldNode) => FieldNode = (top) => top): GraphQLResolveInfo {
  const doc = parse(query);
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])));
  return { schema, fieldNodes: [pick(op.selectionSet.selections[0] as FieldNode)], fragments } as unknown as GraphQLResolveInfo;
}

/** Resolves the field from the whole row and from its `columns` alone; both answers must be equal and not null. */
export async function expectSameFromColumns(
  field: GraphQLField<unknown, unknown>,
  whole: Record<string, unknown>,
  columns: readonly string[],
  ctx: unknown,
): Promise<void> {
  const partial = Object.fromEntries(columns.map((c) => [c, whole[c]]));
  const resolve = field.resolve ?? defaultFieldResolver;
  const info = { fieldName: field.name } as GraphQLResolveInfo;
  const expected = await resolve(whole, {}, ctx, info);
  expect(await resolve(partial, {}, ctx, info), field.name).toEqual(expected);
  expect(expected, `${field.name} should not be empty in this fixture`).not.toBeNull();
}

/** A resolver context of the user, as a request of theirs would have it. */
export async function resolverContext(t: TestApp, userId: number) {
  const db = t.database.db;
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const viewer = viewerFromRow(row, userId, 'session');
  return { viewer, loaders: createLoaders(db, viewer), services: t.app.services, authFailed: false, ip: null };
}
