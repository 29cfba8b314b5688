import { startMqttBroker, type MqttBroker } from '../../src/ingest/mqttBroker';
import type { TestApp } from './testApp';

/** The embedded MQTT broker on a free port of 127.0.0.1, feeding the test app's ingest, quiet. */
export function startTestBroker(t: TestApp): Promise<MqttBroker> {
  return startMqttBroker({
    ingest: t.app.services.ingest,
    db: t.database.db,
    port: 0,
    host: '127.0.0.1',
    portExplicit: true,
    log: () => {},
  });
}
