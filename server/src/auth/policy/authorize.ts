import { capabilitiesOf, type Capabilities } from '@fieldwatch/domain';
import { AppError } from '../../errors/AppError';
import type { Actor } from '../audit';
import type { Viewer } from '../viewer';

/** What a request brings to the policy: its viewer (null without valid credentials), whether credentials failed, its IP. */
export interface RequestCredentials {
  viewer: Viewer | null;
  authFailed: boolean;
  ip: string | null;
}

/** The actor of a request whose viewer passed `authorize`. */
export interface AuthorizedActor extends Actor {
  viewer: Viewer;
}

/**
 * The one gate of every resolver that needs a signed-in user: UNAUTHENTICATED without a viewer (no credentials, or
 * credentials that are not valid), FORBIDDEN unless the viewer holds `capability` when one is named (the role tables
 * live in domain/capabilities). Returns the actor that commands and the audit log take.
 */
export function authorize(req: RequestCredentials, capability?: keyof Capabilities): AuthorizedActor {
  if (req.authFailed || !req.viewer) throw new AppError('UNAUTHENTICATED');
  if (capability && !capabilitiesOf(req.viewer)[capability]) throw new AppError('FORBIDDEN');
  return { viewer: req.viewer, ip: req.ip };
}

/**
 * The viewer of a request that an anonymous caller may also make (`me` answers null to one): no credentials is
 * allowed and gives null, but credentials that were sent and are not valid answer UNAUTHENTICATED, so a browser
 * holding an expired token learns to sign in again.
 */
export function optionalViewer(req: RequestCredentials): Viewer | null {
  if (req.authFailed) throw new AppError('UNAUTHENTICATED');
  return req.viewer;
}
