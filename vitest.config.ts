import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          globalSetup: ['server/test/helpers/globalSetup.ts'],
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
