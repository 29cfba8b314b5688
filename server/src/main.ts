import { loadConfig } from './config';
import { StartupRefusal } from './startupRefusal';
import { connect } from './db/connection';

/** The longest a statement of a user's request may run (a year of one stream takes well under a second). */
const USER_STATEMENT_TIMEOUT_MS = 10_000;
import { openDatabase } from './db/openDatabase';
import { startDatabaseWatchdog } from './db/databaseWatchdog';
import { scrapedGauge } from './metrics/metrics';
import { ensureReadingPartitions } from './db/partitions';
import { buildApp } from './app';
import { seedDemo } from './demo/seedDemo';
import { printBanner } from './demo/printBanner';
import { startMqttBroker, type MqttBroker } from './ingest/mqttBroker';
import { startSimulator, type Simulator } from './simulator/startSimulator';
import { startExternalBrokerIngest, type ExternalBrokerIngest } from './ingest/externalBroker/externalBrokerIngest';
import { startMemoryTrim } from './memoryTrim';

/** Starts the product: database, migrations, demo data, HTTP server. Stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = (line: string) => console.log(`[fieldwatch] ${line}`);
  const database = await openDatabase(config, log);

  const now = new Date();
  // past the hot window only readings_default (for a late reading) is needed: compaction empties and drops older months
  await ensureReadingPartitions(
    database.pool,
    new Date(now.getTime() - (config.readingsHotDays + 31) * 86400_000),
    new Date(now.getTime() + 62 * 86400_000),
  );
  if (config.demoData) {
    const started = Date.now();
    const { seeded } = await seedDemo(database.db, database.pool);
    if (seeded) log(`Demo data created in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  // users' requests run on a pool of their own whose statements stop after USER_STATEMENT_TIMEOUT_MS (docs/security.md)
  const userDb = connect(database.url, 10, { statementTimeoutMs: USER_STATEMENT_TIMEOUT_MS });
  const app = await buildApp({ config, db: database.db, userDb: userDb.db, pool: database.pool });
  // a frozen database must not hold requests: their connections are cut, and they answer 503 (databaseWatchdog.ts)
  const watchdog = startDatabaseWatchdog({ url: database.url, pools: [database.pool, userDb.pool], log });
  if (database.embedded) {
    scrapedGauge(
      app.metrics.registry,
      'fieldwatch_embedded_database_restarts',
      'Times the embedded PostgreSQL was started again after it exited on its own',
      [],
      (g) => g.set(database.restarts()),
    );
  }
  app.services.outbox.start();
  app.services.tardy.start();
  app.services.offline.start();
  app.services.reportEmails.start();
  app.services.compaction.start();
  await app.fastify.listen({ port: config.port, host: config.host });
  // a burst's memory is given back once it has passed (memoryTrim.ts)
  const trim = startMemoryTrim(log);
  let broker: MqttBroker | null = null;
  if (config.mqttPort !== null) {
    broker = await startMqttBroker({
      ingest: app.services.ingest,
      db: database.db,
      pool: database.pool,
      port: config.mqttPort,
      host: config.host,
      portExplicit: config.mqttPortExplicit,
      log: (msg, err) => (err ? app.fastify.log.error({ err }, msg) : app.fastify.log.warn(msg)),
    });
  }
  let external: ExternalBrokerIngest | null = null;
  if (config.mqttUrl) {
    external = await startExternalBrokerIngest({
      url: config.mqttUrl,
      ingest: app.services.ingest,
      db: database.db,
      pool: database.pool,
      clientId: config.mqttClientId ?? undefined,
      connections: config.mqttConnections,
      log: (msg, err) => (err ? app.fastify.log.error({ err }, msg) : app.fastify.log.warn(msg)),
    });
    const ext = external;
    // with no connection up, device messages wait at the broker: this process should not count as serving
    app.readiness.add('broker', () => {
      const up = ext.connected();
      return { ok: up > 0, connections: up, of: config.mqttConnections };
    });
  }
  printBanner(config, { dataDir: database.embedded ? config.dataDir : null, mqttPort: broker?.port ?? null });

  // demo mode: the seeded fleet reports live through the embedded broker, like real devices would
  let simulator: Simulator | null = null;
  if (config.simulator && config.demoData && broker) {
    const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    simulator = await startSimulator({ brokerUrl: `mqtt://${host.includes(':') ? `[${host}]` : host}:${broker.port}`, log });
    log('The demo device simulator is running (SIMULATOR=false to stop it)');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      log('Forced exit');
      process.exit(1);
    }
    stopping = true;
    log(`${signal} received, stopping`);
    try {
      trim?.stop();
      await simulator?.stop();
      await broker?.close();
      await external?.close();
      await app.close();
      await watchdog.stop();
      await userDb.close();
      await database.shutdown();
      log('Stopped');
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  // a wrong setting or data folder is the operator's to fix: its one line says which and how
  if (err instanceof StartupRefusal) console.error(`[fieldwatch] ${err.message}`);
  else console.error('[fieldwatch] failed to start:', err);
  process.exit(1);
});
