import { createGraphQLError, maskError } from 'graphql-yoga';
import { isDatabaseUnavailable } from '../db/databaseUnavailable';

type MaskError = (error: unknown, message: string, isDev?: boolean) => Error;

/**
 * Yoga's error mask, plus: an error that means "no database" becomes HTTP 503 with retry-after, so clients and
 * load balancers see an outage rather than a 200 with errors or a 500. Outside production every other error
 * passes through unchanged, exactly as with masking off.
 */
export function maskDatabaseUnavailable(production: boolean): MaskError {
  return (error, message, isDev) => {
    if (isDatabaseUnavailable(error)) {
      return createGraphQLError('The service is unavailable; try again shortly.', {
        extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503, headers: { 'retry-after': '5' } } },
      });
    }
    if (!production) return error as Error;
    return maskError(error, message, isDev);
  };
}
