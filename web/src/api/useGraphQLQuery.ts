import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { graphqlRequest, operationName, type Operation } from './graphql';

export type GraphQLQueryOptions<TData> = Omit<UseQueryOptions<TData>, 'queryKey' | 'queryFn'> & {
  asSelf?: boolean;
};

export function graphqlQueryKey(op: Operation<unknown, never>, variables: object, asSelf = false): readonly unknown[] {
  return [operationName(op), variables, asSelf ? 'self' : 'session'];
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
