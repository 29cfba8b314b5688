import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { graphqlRequest, type Operation } from './graphql';

export type GraphQLQueryOptions<TData> = Omit<UseQueryOptions<TData>, 'queryKey' | 'queryFn'> & {
  asSelf?: boolean;
};

export function graphqlQueryKey(op: { name: string }, variables: object, asSelf = false): readonly unknown[] {
  return [op.name, variables, asSelf ? 'self' : 'session'];
}

export function useGraphQLQuery<TData, TVariables extends object>(
  op: Operation<TData, TVariables>,
  variables: TVariables,
  options: GraphQLQueryOptions<TData> = {},
): UseQueryResult<TData> {
  const { asSelf = false, ...rest } = options;
  return useQuery({
    ...rest,
    queryKey: graphqlQueryKey(op, variables, asSelf),
    queryFn: ({ signal }) => graphqlRequest(op, variables, { signal, asSelf }),
  });
}
