import { roleOf } from '@fieldwatch/domain';
import { AppError } from '../../errors/AppError';
import type { Viewer } from '../viewer';

export type OwnAccountAction = 'profile' | 'viewInactiveCompanies' | 'notifications' | 'apiKeys';

/**
 * What a user may change on their own account (spec 2 §2.3, §6). Demo accounts are shared, so their profile and
 * API keys stay as they are (a changed phone number would lock the next visitor out; a key would outlive the
 * visit). View Inactive Companies is a super-user option. An API key is minted only by its own user, never by a
 * super user acting as them, so login-as cannot leave a lasting credential behind.
 */
export function assertCanEditOwnAccount(viewer: Viewer | null, action: OwnAccountAction): asserts viewer is Viewer {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  const demo = roleOf(viewer) === 'demo';
  switch (action) {
    case 'profile':
      if (demo) throw new AppError('FORBIDDEN');
      return;
    case 'viewInactiveCompanies':
      if (!viewer.isSuperUser) throw new AppError('FORBIDDEN');
      return;
    case 'notifications':
      return;
    case 'apiKeys':
      if (demo || viewer.actorId !== viewer.id) throw new AppError('FORBIDDEN');
      return;
  }
}
