import { graphqlRequest, type Operation } from '../../api/graphql';

/**
 * A query function that reads `op` from `sent` (the answer of a request index.html's script sent early) the first
 * time it runs and by a request of its own every time after (a refetch): the early answer serves the first ask only.
 */
export function takingOver<TData, TVariables>(
  op: Operation<TData, TVariables>,
  variables: TVariables,
  sent: Promise<Response> | undefined,
): (context: { signal: AbortSignal }) => Promise<TData> {
  let early = sent;
  return ({ signal }) => {
    const response = early;
    early = undefined;
    return graphqlRequest(op, variables, { signal, sent: response });
  };
}
