import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { audit } from '../auth/audit';
import { fotaViewer } from './fotaViewer';
import { firmwareOfKind } from './firmwareOfKind';
import { sendFotaError } from './sendFotaError';

const KINDS = [
  { path: 'application-image', key: 'application_image', field: 'applicationSignature', kind: 'application' },
  { path: 'relocate-image', key: 'relocate_image', field: 'relocateSignature', kind: 'relocate' },
] as const;

/** Spec 3 §7: GET /api/fota/default-images and PUT .../application-image and .../relocate-image (super users). */
export function defaultImagesRoutes(fastify: FastifyInstance, services: Services): void {
  const { db } = services;
  fastify.get('/api/fota/default-images', async (req, reply) => {
    try {
      await fotaViewer(services, req);
      return await db.selectFrom('default_images').select(['key', 'value']).orderBy('key').execute();
    } catch (err) {
      return sendFotaError(reply, err);
    }
  });
  for (const k of KINDS) {
    fastify.put(`/api/fota/default-images/${k.path}`, { config: { writes: true } }, async (req, reply) => {
      try {
        const viewer = await fotaViewer(services, req);
        const body = (req.body ?? {}) as Record<string, unknown>;
        const crc = await firmwareOfKind(db, body[k.field], k.kind);
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('default_images')
            .values({ key: k.key, value: crc })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value: crc }))
            .execute();
          await audit(trx, { viewer: viewer, ip: req.ip }, `fota.${k.key}`, { type: 'firmware', id: crc });
        });
        return { key: k.key, value: crc };
      } catch (err) {
        return sendFotaError(reply, err);
      }
    });
  }
}
