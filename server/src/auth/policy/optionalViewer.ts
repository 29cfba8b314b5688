import { AppError } from '../../errors/AppError';
import type { Viewer } from '../viewer';
import type { RequestCredentials } from './authorize';

/**
 * The viewer of a request that an anonymous caller may also make (`me` answers null to one): no credentials is
 * allowed and gives null, but credentials that were sent and are not valid answer UNAUTHENTICATED, so a browser
 * holding an expired token learns to sign in again.
 */
export function optionalViewer(req: RequestCredentials): Viewer | null {
  if (req.authFailed) throw new AppError('UNAUTHENTICATED');
  return req.viewer;
}
