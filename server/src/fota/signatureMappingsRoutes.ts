import type { FastifyInstance } from 'fastify';
import { fotaSignatureProblem } from '@fieldwatch/domain';
import type { Services } from '../services';
import { audit } from '../auth/audit';
import { AppError } from '../errors/AppError';
import { fotaViewer } from './fotaViewer';
import { firmwareOfKind } from './firmwareOfKind';
import { sendFotaError } from './sendFotaError';

/** Spec 3 §7: GET and PUT /api/fota/signature-mappings (relocate signature → FOTA signature; super users). */
export function signatureMappingsRoutes(fastify: FastifyInstance, services: Services): void {
  const { db } = services;
  fastify.get('/api/fota/signature-mappings', async (req, reply) => {
    try {
      await fotaViewer(services, req);
      return await db
        .selectFrom('signature_mappings')
        .select(['relocate_image_crc_id', 'fota_image_crc_id'])
        .orderBy('relocate_image_crc_id')
        .execute();
    } catch (err) {
      return sendFotaError(reply, err);
    }
  });
  fastify.put('/api/fota/signature-mappings', { config: { writes: true } }, async (req, reply) => {
    try {
      const viewer = await fotaViewer(services, req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const fota = typeof body.fotaSignature === 'string' ? body.fotaSignature.trim() : '';
      const problem = fotaSignatureProblem(fota);
      if (problem) throw new AppError('FOTA_SIGNATURE_INVALID', { message: problem });
      const relocate = await firmwareOfKind(db, body.relocateSignature, 'relocate');
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('signature_mappings')
          .values({ relocate_image_crc_id: relocate, fota_image_crc_id: fota })
          .onConflict((oc) => oc.column('relocate_image_crc_id').doUpdateSet({ fota_image_crc_id: fota }))
          .execute();
        await audit(trx, { viewer: viewer, ip: req.ip }, 'fota.mapping', { type: 'firmware', id: relocate }, { fota });
      });
      return { relocate_image_crc_id: relocate, fota_image_crc_id: fota };
    } catch (err) {
      return sendFotaError(reply, err);
    }
  });
}
