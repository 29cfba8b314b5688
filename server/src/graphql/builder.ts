import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: { JSON: { Input: unknown; Output: unknown }; FloatColumn: { Input: never; Output: readonly (number | null)[] } };
}>({});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

builder.scalarType('JSON', {
  serialize: (v) => v,
  parseValue: (v) => v,
});
