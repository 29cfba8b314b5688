import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { resolveViewer } from '../auth/resolveViewer';
import { deviceAbilities } from '@fieldwatch/domain';

/**
 * `GET /api/fota/firmware-versions` (spec 2 §7, spec 3 §7): every firmware image as {name, crc_id}, newest first;
 * the page splits them into application and relocate versions by name. Only users who may set image signatures
 * (super users) get the list.
 */
export async function firmwareVersionsRoute(fastify: FastifyInstance, opts: { db: Db; signingKey: Uint8Array }): Promise<void> {
  const { db, signingKey } = opts;
  fastify.get('/api/fota/firmware-versions', async (req, reply) => {
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    let viewer;
    try {
      viewer = (await resolveViewer(db, signingKey, header('authorization'), header('login-as'))).viewer;
    } catch {
      viewer = null;
    }
    if (!viewer) return reply.status(401).send({ error: 'Bad authorization.' });
    if (!deviceAbilities(viewer).signatures) return reply.status(403).send({ error: 'You do not have access to this page.' });
    return db.selectFrom('firmware_images').select(['name', 'crc_id']).orderBy('created_at', 'desc').orderBy('name').execute();
  });
}
