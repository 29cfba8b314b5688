import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';

/**
 * Calls `drop` when a signed-in viewer's mutation has run (whatever its outcome: a refused one may still have written
 * part of a batch), so answers shared between requests for a short time (sharedQueryAnswers.ts) never hide a change
 * made through the API: the user who made it sees it at the next request. A signed-out caller's mutations (asking for
 * a PIN, signing in) change nothing a kept answer shows, and a flood of them must not empty every process's answers.
 */
export function useFreshAfterMutation(drop: () => void): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation' || !args.contextValue.viewer) return;
      return { onExecuteDone: () => drop() };
    },
  };
}
