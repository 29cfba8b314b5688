import v8 from 'node:v8';
import { startMemoryTrim } from '../../src/memoryTrim';

/*
 * Run by memoryTrim.test.ts in a process of its own (the flags are the server's): a burst of allocations that live
 * across turns of the event loop, like concurrent requests, then quiet. Prints what it saw as one JSON line.
 */
const lines: string[] = [];
const trim = startMemoryTrim((line) => lines.push(line), { checkMs: 300 });
const heap = () => v8.getHeapStatistics().total_heap_size;
let live: object[] = [];
for (let round = 0; round < 200; round++) {
  for (let i = 0; i < 20_000; i++) live.push({ a: i, b: `x${i}`, c: [i, i + 1] });
  if (live.length > 200_000) live = live.slice(100_000);
  await new Promise((r) => setImmediate(r));
}
live = [];
const afterBurst = heap();
await new Promise((r) => setTimeout(r, 2_000));
trim?.stop();
console.log(JSON.stringify({ started: trim !== null, afterBurst, settled: heap(), lines }));
