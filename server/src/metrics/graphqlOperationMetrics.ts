import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Counter } from 'prom-client';

/** The most distinct operation names given a label of their own; the web app uses about a hundred. */
export const MAX_OPERATION_NAMES = 200;

/**
 * Counts executed GraphQL operations by name and type (query, mutation, subscription). Names come from the client, so
 * the label's values are bounded: an unnamed operation is '(anonymous)', and once MAX_OPERATION_NAMES names have been
 * seen every new one is '(other)', so a client inventing names cannot grow the metrics without end. Only documents
 * that passed validation are counted (Yoga executes nothing else).
 */
export function useOperationMetrics(counter: Counter<'operation' | 'type'>): Plugin {
  const seen = new Set<string>();
  const count = (document: DocumentNode, operationName: string | null | undefined) => {
    const op = getOperationAST(document, operationName ?? undefined);
    if (!op) return;
    let name = op.name?.value ?? '(anonymous)';
    if (op.name && !seen.has(name)) {
      if (seen.size < MAX_OPERATION_NAMES) seen.add(name);
      else name = '(other)';
    }
    counter.inc({ operation: name, type: op.operation });
  };
  return {
    onExecute({ args }) {
      count(args.document, args.operationName);
    },
    onSubscribe({ args }) {
      count(args.document, args.operationName);
    },
  };
}
