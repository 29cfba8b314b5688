import { createGraphQLError } from 'graphql-yoga';
import { isDatabaseUnavailable } from '../db/databaseUnavailable';
import { ERRORS, forbiddenActionMessage } from '../errors/errorCatalogue';

type MaskError = (error: unknown, message: string, isDev?: boolean) => Error;

/**
 * Yoga's error mask, in every mode: an error of the catalogue (AppError) or of the request itself (validation) goes
 * to the client as it is; anything else (a database message, a bug) becomes the catalogue's INTERNAL sentence, and the
 * cause goes to the log only. An error that means "no database" becomes HTTP 503 with retry-after, so clients and
 * load balancers see an outage rather than a 200 with errors or a 500.
 */
export function maskErrors(mutationNames: ReadonlySet<string> = new Set()): MaskError {
  return (error) => {
    const refused = forbiddenActionOf(error, mutationNames);
    if (refused) return refused;
    if (isDatabaseUnavailable(error)) {
      return createGraphQLError('The service is unavailable; try again shortly.', {
        extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503, headers: { 'retry-after': '5' } } },
      });
    }
    // the user pool's statement timeout (57014, query_canceled): the request asked for too much
    const root = (error as { originalError?: { code?: unknown } }).originalError ?? error;
    if ((root as { code?: unknown }).code === '57014') {
      return createGraphQLError(ERRORS.QUERY_TIMEOUT.message, { extensions: { code: 'QUERY_TIMEOUT' } });
    }
    // a GraphQL error of our own (an AppError, or the request's validation) carries no foreign cause; one wrapping a
    // thrown error is passed only when that error is itself a GraphQL error (an AppError thrown by a resolver).
    // Duck-typed: graphql-js may be loaded twice (its CommonJS and ESM builds), and instanceof fails across them.
    if (isGraphQLErrorLike(error)) {
      const cause = (error as { originalError?: unknown }).originalError;
      if (cause === undefined || cause === null || isGraphQLErrorLike(cause)) return error as Error;
    }
    return createGraphQLError(ERRORS.INTERNAL.message, { extensions: { code: 'INTERNAL' } });
  };
}

/**
 * The catalogue's FORBIDDEN sentence is the spec's page refusal ('You do not have access to this page.'); a refused
 * mutation is an action, not a page, so its answer names the action instead (same code, so clients keep working).
 */
function forbiddenActionOf(error: unknown, mutationNames: ReadonlySet<string>): Error | null {
  if (!isGraphQLErrorLike(error)) return null;
  const e = error as { extensions?: { code?: unknown }; path?: readonly (string | number)[]; message: string };
  const field = e.path?.[0];
  if (e.extensions?.code !== 'FORBIDDEN' || typeof field !== 'string' || !mutationNames.has(field)) return null;
  if (e.message !== ERRORS.FORBIDDEN.message) return null;
  return createGraphQLError(forbiddenActionMessage(field), { extensions: { code: 'FORBIDDEN' }, path: e.path });
}

/** graphql-js names every GraphQLError (and so every AppError) 'GraphQLError'. */
function isGraphQLErrorLike(e: unknown): boolean {
  return e instanceof Error && e.name === 'GraphQLError';
}
