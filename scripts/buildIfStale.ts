/**
 * The first half of `npm start`: builds (scripts/build.ts) when there is no build or its sources have changed since,
 * so the README's one command works on a fresh clone and after a `git pull`, and starts in a second when nothing
 * changed. Where the build tools are not installed (`npm ci --omit=dev`), a missing or stale build is an error
 * that says what to do, not a crash inside Vite.
 */
import { builtStamp, sourceStamp } from './sourceStamp.ts';

if (builtStamp() !== sourceStamp()) {
  let buildModule: typeof import('./build.ts');
  try {
    await import('vite');
    buildModule = await import('./build.ts');
  } catch {
    console.error(
      '[fieldwatch] The build is missing or older than the sources, and the build tools (dev dependencies) are not installed: run `npm ci && npm run build`, then start again.',
    );
    process.exit(1);
  }
  console.log('[fieldwatch] Building (the sources changed since the last build, or there is none)');
  await buildModule.build();
}
