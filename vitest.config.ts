import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Server test files that must have the machine to themselves: they assert a duration (a budget in milliseconds), a
 * memory figure, what PostgreSQL does with a page while nothing else writes, or a burst of hundreds of requests, or they
 * start and kill whole server processes with their own databases.
 */
const SERVER_ALONE = [
  // whole server processes on ports found free beforehand (util/freePort), which a file beside them could take
  'server/test/main/startStop.test.ts',
  'server/test/main/settings.test.ts',
  'server/test/main/dataFolderMajor.test.ts',
  'server/test/ingest/sigkill.test.ts',
  'server/test/ingest/externalBroker.test.ts',
  'server/test/ingest/externalBrokerDown.test.ts',
  'server/test/health/brokerReadiness.test.ts',
  'server/test/main/backupRestore.test.ts',
  // a duration or a memory figure, or what PostgreSQL does with a page while nothing else writes
  'server/test/demo/seedDemo.test.ts',
  'server/test/memory/memoryTrim.test.ts',
  'server/test/memory/oldGeneration.test.ts',
  'server/test/ingest/hotUpdates.test.ts',
  'server/test/directory/devicesRePerformance.test.ts',
  'server/test/graphql/fairness.test.ts',
  'server/test/alarms/alarmEngine.test.ts',
  'server/test/ingest/settingsDownlink.test.ts',
  'server/test/live/writeNotices.test.ts',
  // a thousand requests at once: beside other files, some wait for a database connection longer than the pool allows
  'server/test/account/addDevice.test.ts',
  'server/test/auth/signInAbuse.test.ts',
];

const FAULTS_OUTAGE = 'server/test/faults/databaseOutage.faults.ts';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one file at a time; the server's files spend most of their time waiting
    // for PostgreSQL, a process of its own, so three at a time (or one a core) keep the cores busy (the files that must run alone
    // are a project of their own below)
    maxWorkers: Math.max(3, availableParallelism()),
    // the default output, and the tests that passed only on a retry (e2e/helpers/retriedReporter.ts)
    reporters: ['default', './e2e/helpers/retriedReporter.ts'],
    projects: [
      {
        test: { name: 'domain', include: ['domain/test/**/*.test.ts'] },
      },
      {
        // the browser's pure modules only (report model, spreadsheet builder): no DOM, no server
        test: { name: 'web', include: ['web/test/**/*.test.ts'], environment: 'node' },
      },
      {
        // the build's own logic (scripts/): which sources make a build stale
        test: { name: 'scripts', include: ['scripts/test/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          exclude: SERVER_ALONE,
          // Each worker loads the server's modules once for all the files it runs, rather than once a file: loading
          // them (Fastify, the GraphQL schema) was a third of the suite's time. It is safe because the server keeps no
          // state in its modules (caches hang off the database handle or the request) and every file makes its own
          // database and app.
          isolate: false,
          globalSetup: ['server/test/helpers/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // the server files that time something or start whole server processes: one at a time, after the others, so
        // that the files running beside them do not decide their outcome
        test: {
          name: 'server-alone',
          include: SERVER_ALONE,
          globalSetup: ['server/test/helpers/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // npm run test:faults: stops databases, kills servers; one file at a time, so timings mean something.
        // Files end in .faults.ts so that the server project (server/test/**/*.test.ts) does not run them.
        test: {
          name: 'faults',
          include: ['server/test/faults/**/*.faults.ts', 'server/test/scale/**/*.faults.ts'],
          exclude: [FAULTS_OUTAGE],
          globalSetup: ['server/test/helpers/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
      {
        // the database stopped for a minute: a project of its own so that CI can run it beside the others (.ci/run),
        // since it mostly waits, with nothing of its outcome timed closer than seconds
        test: {
          name: 'faults-outage',
          include: [FAULTS_OUTAGE],
          globalSetup: ['server/test/helpers/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/helpers/globalSetup.ts'],
          fileParallelism: false,
          // Chromium against a server whose demo devices keep reporting: a test that loses a timing race with them is
          // run once more, and the run's output names it (retriedReporter.ts) so that the race gets fixed
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
