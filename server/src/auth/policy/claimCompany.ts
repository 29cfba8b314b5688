import { capabilitiesOf } from '@fieldwatch/domain';
import { AppError } from '../../errors/AppError';
import type { Viewer } from '../viewer';

/**
 * The company an Add Device claim goes to (spec 3 §4, §6): the viewer's own; a super user may name another.
 * Anyone signed in may claim; only users who may rename and move devices may send a name, path or position
 * (demo users see neither field).
 */
export function claimCompany(viewer: Viewer | null, requested: number | null | undefined, setsInfo: boolean): number {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (setsInfo && !capabilitiesOf(viewer).editDeviceInfo) throw new AppError('FORBIDDEN');
  if (requested != null && requested !== viewer.companyId) {
    if (!viewer.isSuperUser) throw new AppError('FORBIDDEN');
    return requested;
  }
  if (viewer.companyId === null) throw new AppError('BAD_INPUT', { message: 'Choose the company the device belongs to.' });
  return viewer.companyId;
}
