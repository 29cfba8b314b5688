import { GraphQLError } from 'graphql';
import { builder } from '../builder';

/**
 * A column of a series (times, means, minima, maxima, temperatures) as one JSON array of numbers, null where a
 * value is unknown. The same bytes as [Float] on the wire, without graphql-js completing each point on its own.
 * Checked like Float: a value that is not a finite number (or null) is an error, not a silent NaN.
 */
builder.scalarType('FloatColumn', {
  description: 'An array of finite numbers (null where unknown): one column of a series.',
  serialize: (column) => {
    if (!Array.isArray(column)) throw new GraphQLError('FloatColumn cannot represent a non-array value.');
    for (const v of column as readonly unknown[]) {
      if (v !== null && (typeof v !== 'number' || !Number.isFinite(v)))
        throw new GraphQLError(`FloatColumn cannot represent ${String(v)}.`);
    }
    return column;
  },
  parseValue: () => {
    throw new GraphQLError('FloatColumn is an output type only.');
  },
});
