import type { FastifyReply } from 'fastify';
import { AppError } from '../errors/AppError';
import { ERRORS } from '../errors/errorCatalogue';

/** REST answers carry the catalogue's code, message and status; anything unexpected is logged and INTERNAL. */
export function sendFotaError(reply: FastifyReply, err: unknown): FastifyReply {
  if (err instanceof AppError) {
    return reply.status(ERRORS[err.code].status).send({ error: { code: err.code, message: err.message } });
  }
  reply.log.error({ err }, 'fota route failed');
  return reply.status(500).send({ error: { code: 'INTERNAL', message: ERRORS.INTERNAL.message } });
}
