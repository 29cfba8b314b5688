import { queryClient } from '../../api/queryClient';
import { graphqlQueryKey } from '../../api/useGraphQLQuery';
import { GET_ME } from '../../app/auth/graphql/me';

/** The shell holds the current user; after an account change it reads it again. */
export function refreshMe(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: graphqlQueryKey(GET_ME, {}) });
}
