import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';

/**
 * Calls `drop` when a mutation has run (whatever its outcome: a refused one may still have written part of a
 * batch), so answers shared between requests for a short time (overview/sharedCounts.ts) never hide a change made
 * through this server: the user who made it sees it at the next request. Writes that come another way (device
 * messages, another server process) show once the shared answer expires.
 */
export function useFreshAfterMutation(drop: () => void): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      return { onExecuteDone: () => drop() };
    },
  };
}
