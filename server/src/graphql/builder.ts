import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context';

/**
 * Fields are non-null unless they say `nullable: true`: the schema then tells the browser's generated types (and any
 * integration) exactly which answers may be missing, instead of marking every field as possibly null.
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: { JSON: { Input: unknown; Output: unknown }; FloatColumn: { Input: never; Output: readonly (number | null)[] } };
}>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

builder.scalarType('JSON', {
  serialize: (v) => v,
  parseValue: (v) => v,
});
