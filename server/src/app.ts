import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { createYoga } from 'graphql-yoga';
import { useGraphQlJit } from '@envelop/graphql-jit';
import type { Config } from './config';
import type { Db } from './db/connection';
import { schema } from './graphql/schema';
import type { GraphQLContext } from './graphql/context';
import { createLoaders } from './graphql/loaders';
import { useQueryLimits } from './graphql/limits/useQueryLimits';
import { useEpochArguments } from './graphql/limits/epochArguments';
import { useFairness } from './graphql/limits/fairness';
import { useTextLimits } from './graphql/limits/textLimits';
import { maskErrors } from './graphql/maskErrors';
import { isDatabaseUnavailable } from './db/databaseUnavailable';
import { ERRORS } from './errors/errorCatalogue';
import { useAuditLog } from './graphql/auditPlugin';
import { useRejectNulInput } from './graphql/rejectNulInput';
import { Outbox } from './notify/outbox';
import { createTransports } from './notify/createTransports';
import { loadSigningKey } from './auth/signingKey';
import { resolveViewer } from './auth/resolveViewer';
import { signInClient } from './auth/signInClient';
import { clientKindOf, recordActivity } from './auth/recordActivity';
import type { Services } from './services';
import { Ingest } from './ingest/ingest';
import { httpIngestRoute } from './ingest/httpIngestRoute';
import { brokerAuthRoute } from './ingest/externalBroker/brokerAuthRoute';
import { LiveBus } from './live/liveBus';
import { readingUpdates } from './live/readingUpdates';
import { createAlarmEngine } from './alarms/alarmEngine';
import { createScheduledJobs, stopScheduledJobs } from './scheduledJobs';
import { Clock } from './util/clock';
import { fotaRoutes } from './fota/fotaRoutes';
import { webCacheHeaders } from './webCacheHeaders';
import { securityHeaders } from './securityHeaders';
import { compressedAnswer, compression } from './compression';
import { serveWebAssetsFromMemory } from './webAssetsInMemory';
import type pg from 'pg';
import { createMetrics, type Metrics } from './metrics/metrics';
import { registerScrapedMetrics } from './metrics/collectors';
import { observeRequests } from './metrics/requestObservation';
import { useOperationMetrics } from './metrics/graphqlOperationMetrics';
import { metricsRoute } from './metrics/metricsRoute';
import { healthRoutes, type Readiness } from './health/healthRoutes';
import { dbPool } from './db/dbPool';
import { useFreshAfterMutation } from './graphql/freshAfterMutation';
import { jitEligible } from './graphql/jitEligible';
import { createSharedAnswers, useSharedQueryAnswers } from './graphql/sharedQueryAnswers';
import { dropSharedAnswersAfterWrites } from './graphql/sharedAnswersAfterWrites';

export interface AppOptions {
  config: Config;
  db: Db;
  /**
   * The handle users' requests (GraphQL, the web routes) run on, when it is not `db`: main.ts gives it a statement
   * timeout (docs/security.md "Fairness"), while ingestion and the alarm engine keep `db`.
   */
  userDb?: Db;
  /** The pool behind `db`, for LISTEN/NOTIFY (live updates across server processes); process-local without it. */
  pool?: pg.Pool;
  /** The time scheduled work is measured against; tests pass one they move forward (util/clock.ts). */
  clock?: Clock;
  /** Where the log transport prints (console by default; tests capture it). */
  print?: (line: string) => void;
  logger?: boolean;
  /** Where the log lines go (stdout by default; tests read what a request logged). */
  logStream?: { write(line: string): void };
  /** Where warnings of the background parts (ingest) go; the Fastify logger by default. */
  log?: (msg: string, err?: unknown) => void;
}

export interface App {
  fastify: FastifyInstance;
  services: Services;
  /** This app's Prometheus registry and metrics (GET /metrics). */
  metrics: Metrics;
  /** Adds checks to /api/health/ready for parts started after the app (the external broker). */
  readiness: Readiness;
  close(): Promise<void>;
}

/** Builds the HTTP app (GraphQL, health, the web app) without listening, for main.ts and for tests. */
export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, db } = opts;
  const print = opts.print ?? ((line: string) => console.log(line));
  const fastify = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    // unique across server processes, so a line found by the id a user reports (x-request-id) is the right one
    genReqId: () => randomUUID(),
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: otherwise any client could pick the address
    // that rate limits count (docs/device-protocol.md "Throttling")
    trustProxy: config.trustProxy,
    // Fastify's own two lines per request log the raw URL; observeRequests writes one line with the route pattern instead
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
  });
  // a route that loses its database (device auth, ingest) answers 503 at once: the client retries, nothing hangs
  fastify.setErrorHandler((err, req, reply) => {
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ error: 'The service is unavailable; try again shortly.' });
    }
    // Fastify's own refusals of the request (body too large, bad content type, malformed JSON) are safe to show; anything
    // else is ours or the database's, and the client gets the catalogue's sentence, never the raw text
    const status = (err as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) return reply.send(err);
    req.log.error({ err }, 'request failed');
    return reply.status(500).send({ error: ERRORS.INTERNAL.message, code: 'INTERNAL' });
  });
  const metrics = createMetrics();
  observeRequests(fastify, metrics.http, { production: config.production });
  await fastify.register(fastifyCookie);
  await securityHeaders(fastify, config.webDist);
  await compression(fastify);
  const clock = opts.clock ?? new Clock();
  const outbox = new Outbox(
    db,
    createTransports(config, print),
    (msg, err) => fastify.log.error({ err }, msg),
    undefined,
    undefined,
    clock,
  );
  const signingKey = await loadSigningKey(db);
  const log = opts.log ?? ((msg: string, err?: unknown) => (err ? fastify.log.error({ err }, msg) : fastify.log.warn(msg)));
  const ingest = new Ingest(db, { log, pool: opts.pool ?? null, metrics: metrics.ingest, hotDays: config.readingsHotDays });
  const live = new LiveBus(opts.pool ?? null, log);
  await live.start();
  // subscribed to the bus before any browser, so a drop comes before the page hears of the change
  const shared = createSharedAnswers(live, config.queryShareMs, (outcome) => metrics.graphql.sharedAnswers.inc({ outcome }));
  ingest.pipeline.onCommitted((batch) => shared.devicesHeard(batch.devices.map((d) => d.deviceId)));
  dropSharedAnswersAfterWrites(fastify, shared.written);
  ingest.pipeline.onCommitted((batch) => live.publish(readingUpdates(batch)));
  const alarms = createAlarmEngine({
    db,
    pool: opts.pool ?? null,
    publicUrl: config.publicUrl,
    clock,
    kick: () => outbox.kick(),
    log,
    metrics: metrics.alarms,
    cacheDevices: config.alarmCacheDevices,
    onFlagChanges: (changes) =>
      live.publish(
        changes.map((c) => ({ deviceId: c.deviceId, tag: c.tag, time: c.time.getTime() / 1000, value: null, alarmFlag: c.flag })),
      ),
  });
  await alarms.start();
  // after live: a gauge should not wait for alarm evaluation
  ingest.pipeline.onCommitted(alarms.onCommitted);
  // started by main.ts, not here: tests run their scans themselves
  const jobs = createScheduledJobs({ db, config, clock, kick: () => outbox.kick(), log });
  const userDb = opts.userDb ?? db;
  registerScrapedMetrics(metrics, {
    db,
    pools: { main: opts.pool ?? dbPool.poolOf(db), ...(userDb !== db ? { user: dbPool.poolOf(userDb) } : {}) },
  });
  const services: Services = {
    config,
    db: userDb,
    clock,
    outbox,
    signingKey,
    pinSignIn: { db: userDb, outbox, key: signingKey, appName: 'FieldWatch' },
    ingest,
    live,
    alarms,
    ...jobs,
    sharedLandingCounts: shared.landingCounts,
  };

  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }, GraphQLContext>({
    schema,
    graphqlEndpoint: '/api/graphql',
    landingPage: false,
    // the app is same-origin: no other origin may call the API with a user's credentials, unless CORS_ORIGINS names it
    cors: config.corsOrigins.length ? { origin: config.corsOrigins, credentials: true, exposedHeaders: ['refresh-token'] } : false,
    graphiql: !config.production,
    // always an object: a lost database answers 503, and no raw error text reaches a client, in every mode
    maskedErrors: { maskError: maskErrors(new Set(Object.keys(schema.getMutationType()?.getFields() ?? {}))) },
    plugins: [
      useOperationMetrics(metrics.graphql.operations),
      useQueryLimits({ production: config.production }),
      useRejectNulInput(),
      useEpochArguments(),
      useTextLimits(),
      useFairness(),
      useAuditLog({ db, log }),
      useFreshAfterMutation(shared.written),
      // queries run as code compiled once per document (graphql-jit): a page of 50 devices is some 4,000 fields, and
      // the generic executor's per-field work was a fifth of the server's CPU for it. Mutations and subscriptions keep
      // the standard executor (their cost is their writes), and so do the queries it cannot compile (jitEligible.ts).
      useGraphQlJit({}, { enableIf: jitEligible }),
      useSharedQueryAnswers(shared.queryAnswers),
    ],
    logging: {
      debug: (...a) => fastify.log.debug(a),
      info: (...a) => fastify.log.info(a),
      warn: (...a) => fastify.log.warn(a),
      error: (...a) => fastify.log.error(a),
    },
    context: async ({ req, reply }) => {
      const header = (name: string) => {
        const v = req.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const auth = await resolveViewer(db, signingKey, header('authorization'), header('login-as'));
      if (auth.refreshedToken) reply.header('refresh-token', auth.refreshedToken);
      const viewer = auth.viewer;
      // acting as another user is not that user's activity
      if (viewer && viewer.actorId === viewer.id) {
        recordActivity(db, viewer.id, clientKindOf(header('user-agent'), viewer.via), config.defaultTimeZone).catch((err) =>
          fastify.log.warn({ err }, 'recording user activity failed'),
        );
      }
      return {
        services,
        viewer: auth.viewer,
        authFailed: auth.failed,
        ip: req.ip,
        loaders: createLoaders(db, auth.viewer),
        signInClient: signInClient(req, reply, config.publicUrl.startsWith('https:')),
      };
    },
  });

  fastify.route({
    url: '/api/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.header('access-control-expose-headers', 'refresh-token');
      reply.status(response.status);
      // a single answer goes out as one string: sent as a stream, every answer (74 bytes of counts too) was brotli-
      // compressed through a new stream, since the compression's 1 KB threshold cannot apply to a stream of unknown
      // length. Subscriptions (text/event-stream) and incremental answers (multipart) stay streams.
      const type = response.headers.get('content-type') ?? '';
      if (!/^application\/(graphql-response\+)?json/.test(type)) return reply.send(response.body);
      const text = await response.text();
      const compressed = compressedAnswer(text, req.headers['accept-encoding']);
      if (!compressed) return reply.send(text);
      const vary = reply.getHeader('vary');
      reply.header('content-encoding', compressed.encoding).header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      return reply.send(compressed.body);
    },
  });

  await fastify.register(httpIngestRoute, { ingest, db });
  await fastify.register((await import('./fota/firmwareVersionsRoute')).firmwareVersionsRoute, { db, signingKey });
  // only for an external broker (MQTT_URL): it asks us who may connect and what each device may publish or read, and
  // must present its own credential; without an external broker nobody may ask
  if (config.mqttUrl) await fastify.register(brokerAuthRoute, { auth: ingest.auth, serviceUrl: config.mqttUrl, log });
  await fastify.register(fotaRoutes, { services });
  await fastify.register((await import('./tag/links/seriesLinkRoute')).seriesLinkRoute, { db, signingKey });
  await fastify.register((await import('./alarms/ackByMessage/ackLinkRoutes')).ackLinkRoutes, {
    db,
    clock,
    defaultTimeZone: config.defaultTimeZone,
  });
  await fastify.register((await import('./alarms/ackByMessage/smsInboundRoute')).smsInboundRoute, {
    db,
    clock,
    secret: config.smsInboundSecret,
    publicUrl: config.publicUrl,
    defaultTimeZone: config.defaultTimeZone,
  });
  await fastify.register((await import('./export/readingsExportRoute')).readingsExportRoute, {
    db: userDb,
    signingKey,
    defaultTimeZone: config.defaultTimeZone,
    metrics: metrics.exports,
  });

  const readiness = healthRoutes(fastify, { db, pipeline: ingest.pipeline });
  await fastify.register(metricsRoute, { registry: metrics.registry, token: config.metricsToken });

  if (fs.existsSync(config.webDist)) {
    const inMemory = serveWebAssetsFromMemory(fastify, config.webDist);
    await fastify.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      setHeaders: webCacheHeaders,
      // index.html.br / .gz from the build (web/src/app/build/precompress.ts), chosen by Accept-Encoding
      preCompressed: true,
      ...(inMemory.length > 0 ? { globIgnore: ['assets/**'] } : {}),
    });
  } else {
    fastify.get('/', async (_req, reply) =>
      reply.type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does this).'),
    );
  }

  return {
    fastify,
    services,
    metrics,
    readiness,
    async close() {
      await fastify.close();
      // everything a device was told is stored gets stored before the database goes
      await ingest.pipeline.drain();
      await stopScheduledJobs(jobs);
      await alarms.stop();
      await live.stop();
      await outbox.stop();
    },
  };
}
