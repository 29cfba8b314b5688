import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ERRORS } from '../errors/errorCatalogue';

/** U+0000 written raw or as the `\u0000` escape of a GraphQL or JSON string. */
const NUL = /\u0000|\\u0000/;

/**
 * PostgreSQL text and jsonb cannot hold U+0000: any string argument carrying one failed deep inside a resolver
 * with the database's message (found by the mutation fuzzer). No field legitimately takes it, so the
 * request is refused as bad input once, here, before anything runs.
 */
export function useRejectNulInput(): Plugin {
  return {
    onParams({ params, setResult }) {
      const inVariables = params.variables !== undefined && NUL.test(JSON.stringify(params.variables));
      if (inVariables || NUL.test(params.query ?? '')) {
        setResult({
          errors: [
            new GraphQLError(ERRORS.BAD_INPUT.message, { extensions: { code: 'BAD_INPUT', http: { status: ERRORS.BAD_INPUT.status } } }),
          ],
        });
      }
    },
  };
}
