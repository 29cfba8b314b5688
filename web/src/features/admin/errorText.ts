import { GraphQLRequestError } from '../../api/graphql';

/** The message the server chose for the user (its catalogue text), or a generic one for a network failure. */
export function errorText(err: unknown): string {
  if (err instanceof GraphQLRequestError) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return 'Something Went Wrong';
}
