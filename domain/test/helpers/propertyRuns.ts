import type { Parameters } from 'fast-check';

/*
 * How many cases a property test tries, and from which seed. `npm test` runs each property with a fixed seed, so a
 * failure there is the same failure on every machine; `npm run test:properties` (PROPERTY_RUNS=10) tries ten times
 * as many cases from a random seed, printed so that a failure found that way can be run again with PROPERTY_SEED.
 */
const factor = Math.max(1, Number(process.env.PROPERTY_RUNS ?? 1) || 1);
const FIXED_SEED = 20261207;
const seed = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : factor > 1 ? randomSeed() : FIXED_SEED;

function randomSeed(): number {
  const s = Math.floor(Math.random() * 2 ** 31);
  console.log(`[properties] seed ${s} (PROPERTY_SEED=${s} runs it again)`);
  return s;
}

/** fast-check's parameters for a property that `npm test` tries `runs` times. */
export function propertyRuns<T>(runs: number): Parameters<T> {
  return { numRuns: runs * factor, seed };
}

/** A test's timeout for a property `npm test` runs within `ms`, grown with the number of cases. */
export function propertyTimeout(ms: number): number {
  return ms * factor;
}
