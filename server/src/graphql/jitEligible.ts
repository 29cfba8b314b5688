import { getOperationAST, type DocumentNode, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';

const verdicts = new WeakMap<DocumentNode, Map<string, boolean>>();

/**
 * Whether an operation runs through graphql-jit (app.ts): queries only, and only those it compiles. The compiler
 * does not handle all of graphql 17 (introspection's arguments with defaults, for one) and answers such a document
 * with an error instead of a result; the standard executor answers those as before. Decided once per document (the
 * parsed documents are cached by GraphQL Yoga, so this compiles each at most once more than the plugin does).
 */
export function jitEligible(args: { schema: GraphQLSchema; document: DocumentNode; operationName?: string | null }): boolean {
  const name = args.operationName ?? '';
  let byName = verdicts.get(args.document);
  if (!byName) verdicts.set(args.document, (byName = new Map()));
  let verdict = byName.get(name);
  if (verdict === undefined) {
    verdict = false;
    if (getOperationAST(args.document, args.operationName)?.operation === 'query') {
      try {
        verdict = isCompiledQuery(compileQuery(args.schema, args.document, args.operationName ?? undefined));
      } catch {
        verdict = false;
      }
    }
    byName.set(name, verdict);
  }
  return verdict;
}
