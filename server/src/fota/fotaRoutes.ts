import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { defaultImagesRoutes } from './defaultImagesRoutes';
import { signatureMappingsRoutes } from './signatureMappingsRoutes';

/** The FOTA REST routes of spec 3 §7 other than firmware-versions (fota/firmwareVersionsRoute.ts). */
export async function fotaRoutes(fastify: FastifyInstance, opts: { services: Services }): Promise<void> {
  defaultImagesRoutes(fastify, opts.services);
  signatureMappingsRoutes(fastify, opts.services);
}
