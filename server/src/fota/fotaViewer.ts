import type { FastifyRequest } from 'fastify';
import { resolveViewer } from '../auth/resolveViewer';
import { assertCan } from '../auth/policy/assertCan';
import type { Viewer } from '../auth/viewer';
import type { Services } from '../services';

/** The super user behind a FOTA REST request, with the same bearer and login-as headers as GraphQL. */
export async function fotaViewer(services: Services, req: FastifyRequest): Promise<Viewer> {
  const header = (name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const auth = await resolveViewer(services.db, services.signingKey, header('authorization'), header('login-as'));
  assertCan(auth.viewer, 'admin');
  return auth.viewer;
}
