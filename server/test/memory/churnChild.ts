import v8 from 'node:v8';

/*
 * Run by oldGeneration.test.ts in a process of its own (the flags are the server's): work like a busy server's, whose
 * objects outlive a young-generation collection or two (a request waiting on the database, a batch waiting for its
 * commit), are promoted to the old generation, and die there. Prints the old generation's largest committed size and
 * what it holds live (the old generation's use after a full collection at the end), in bytes, as one JSON line.
 */
const oldSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')!.space_size;
const inFlight: object[][] = [];
let largestOld = 0;
for (let round = 0; round < 1_500; round++) {
  const work: object[] = [];
  for (let i = 0; i < 2_000; i++) work.push({ id: i, name: `device ${round}-${i}`, values: [i, round, i * round] });
  inFlight.push(work);
  if (inFlight.length > 100) inFlight.shift();
  if (round % 20 === 0) await new Promise((r) => setImmediate(r));
  largestOld = Math.max(largestOld, oldSpace());
}
// what the work itself holds: the old generation after a full collection, with the last rounds still in flight
(globalThis as { gc?: () => void }).gc?.();
const live = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')!.space_used_size;
inFlight.length = 0;
console.log(JSON.stringify({ largestOld, live }));
