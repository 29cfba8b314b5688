import { AppError } from '../../errors/AppError';
import type { Viewer } from '../viewer';
import { assertCan } from './assertCan';

/**
 * The viewer of a team screen's data (spec 3 route table: team pages are for managers and super users, others get
 * an error). Credentials that were sent but are not valid answer UNAUTHENTICATED.
 */
export function teamViewer(viewer: Viewer | null, authFailed: boolean): Viewer {
  if (authFailed) throw new AppError('UNAUTHENTICATED');
  assertCan(viewer, 'manageTeam');
  return viewer;
}
