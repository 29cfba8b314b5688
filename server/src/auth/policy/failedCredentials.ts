import { AppError } from '../../errors/AppError';
import type { RequestCredentials } from './authorize';

/**
 * UNAUTHENTICATED when credentials were sent but are not valid; a request without credentials passes. For the few
 * resolvers that answer failed credentials before checking their input and only then ask `authorize` (or allow an
 * anonymous caller at all).
 */
export function refuseFailedCredentials(req: Pick<RequestCredentials, 'authFailed'>): void {
  if (req.authFailed) throw new AppError('UNAUTHENTICATED');
}
