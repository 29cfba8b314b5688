import { capabilitiesOf, type Capabilities } from '@fieldwatch/domain';
import { AppError } from '../../errors/AppError';
import type { Viewer } from '../viewer';

/** Throws FORBIDDEN unless the viewer holds the capability (the role tables live in domain/capabilities). */
export function assertCan(viewer: Viewer | null, capability: keyof Capabilities): asserts viewer is Viewer {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (!capabilitiesOf(viewer)[capability]) throw new AppError('FORBIDDEN');
}

/** Throws UNAUTHENTICATED when there is no signed-in viewer. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  return viewer;
}
