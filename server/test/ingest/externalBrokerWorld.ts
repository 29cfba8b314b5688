import { brokerAuthRoute } from '../../src/ingest/externalBroker/brokerAuthRoute';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createTestApp } from '../helpers/testApp';

/* What the external-broker files (externalBroker.test.ts, externalBrokerAuth.test.ts) share. */

const SERVICE_URL = 'mqtt://fw-service:service-secret@127.0.0.1:1883';

/** The test app with the server's own broker account, eight devices of one company, and the broker's authentication route. */
export async function externalBrokerWorld() {
  // the server's own broker account comes from MQTT_URL, as in production
  const t = await createTestApp({ MQTT_URL: SERVICE_URL });
  const company = await createCompany(t.database.db);
  const devices: Awaited<ReturnType<typeof createDevice>>[] = [];
  for (let i = 0; i < 8; i++) devices.push(await createDevice(t.database.db, company.id));
  // app.ts may already register it (MQTT_URL mode); otherwise register it here, before the app's first request
  if (!t.app.fastify.hasRoute({ method: 'POST', url: '/api/mqtt/auth' })) {
    await t.app.fastify.register(brokerAuthRoute, { auth: t.app.services.ingest.auth, serviceUrl: SERVICE_URL });
  }
  return { t, devices };
}

export type ExternalBrokerWorld = Awaited<ReturnType<typeof externalBrokerWorld>>;
