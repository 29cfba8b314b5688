/**
 * `npm run build`: the web app (Vite, text files precompressed by its build) and the server bundled into
 * server/dist/main.js, so that production runs on `node` alone: no tsx, no Vite, no dev dependency
 * (`npm run start:prod`). Writes the source stamp last, so a build that failed half-way is never taken for a fresh one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, sourceStamp, STAMP_FILE } from './sourceStamp.ts';

const serverDist = path.join(repoRoot, 'server/dist');

export async function build(): Promise<void> {
  const started = Date.now();
  const stamp = sourceStamp();
  const { build: viteBuild } = await import('vite');
  // Vite takes React's development or production build from NODE_ENV when it is set: a build started from inside a
  // test runner (NODE_ENV=test: the browser tests' setup) or a shell with NODE_ENV=development would otherwise ship
  // React's development build (bigger, slower, effects run twice), and the stamp would vouch for it
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuild({ root: path.join(repoRoot, 'web'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  await buildServer();
  fs.writeFileSync(STAMP_FILE, `${stamp}\n`);
  console.log(`[build] web/dist and server/dist built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function buildServer(): Promise<void> {
  const esbuild = await import('esbuild');
  fs.rmSync(serverDist, { recursive: true, force: true });
  // the server, and the backup tools an operator runs beside it (npm run backup / restore) without dev dependencies
  await esbuild.build({
    entryPoints: {
      main: path.join(repoRoot, 'server/src/main.ts'),
      backup: path.join(repoRoot, 'server/src/db/backup/backupCli.ts'),
      restore: path.join(repoRoot, 'server/src/db/backup/restoreCli.ts'),
    },
    outdir: serverDist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  // db/migrate.ts reads its SQL files next to itself (import.meta.dirname), which in the bundle is server/dist;
  // config.ts finds web/dist two folders up, which server/dist keeps true
  fs.cpSync(path.join(repoRoot, 'server/src/db/migrations'), path.join(serverDist, 'migrations'), { recursive: true });
}

/** The packages `npm ci --omit=dev` installs for the bundled code: the server's and the domain's "dependencies". */
function runtimePackages(): Set<string> {
  const names = new Set<string>();
  for (const workspace of ['server', 'domain']) {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const name of Object.keys(manifest.dependencies ?? {})) names.add(name);
  }
  return names;
}

/** `pg` of `pg`, `@fastify/static` of `@fastify/static/lib/x`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * npm packages stay outside the bundle and load from node_modules at run time; the workspace's own TypeScript
 * (@fieldwatch/domain, whose package.json points at .ts sources) is compiled in, since plain Node cannot load it.
 * A package that is not a runtime dependency (a dev dependency, or one only hoisted there by another package) fails
 * the build here, instead of the production start after `npm ci --omit=dev`.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b: {
    onResolve(o: { filter: RegExp }, f: (a: { path: string }) => { external: true } | { errors: { text: string }[] } | undefined): void;
  }) {
    const allowed = runtimePackages();
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@fieldwatch/')) return undefined;
      if (args.path.startsWith('node:') || allowed.has(packageOf(args.path))) return { external: true };
      return {
        errors: [
          { text: `${args.path} is imported by the server but is not in the "dependencies" of server/package.json or domain/package.json` },
        ],
      };
    });
  },
};

if (import.meta.main) await build();
