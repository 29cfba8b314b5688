/**
 * V8 flags the server process runs with (`npm start`, the benches, the process tests).
 * - `--max-semi-space-size=64`: ingest allocates a few kilobytes per message that die young (MQTT packets, parsed
 *   JSON, batch columns); with the default 16 MB young generation it was collected so often that survivors were
 *   promoted and garbage collection took 16 % of the server's CPU at 11,000 msg/s. A 64 MB semi-space halves that
 *   (8 %, bench/ingest.ts --profile).
 * - `--heap-growing-percent=60`: what outlives the young generation anyway (a request waiting on the database, a batch
 *   waiting for its commit) dies in the old generation, and V8's own growing factor let that generation reach five to
 *   seven times what was live before collecting it. Under bench:api's load the server's resident memory stood at
 *   about 490 MB (target 400 MB); with the old generation collected once it has grown 60 % past what the last
 *   collection left, about 335 MB, at the same throughput. Ingest pays a few per cent more server CPU a message
 *   (more major collections; 20 % cost 25 %, 40 % 15 %: docs/performance.md).
 * - `--expose-gc` lets the server give a burst's memory back once it has passed (memoryTrim.ts).
 * package.json's start:prod and server/package.json's start scripts repeat them (npm scripts cannot import this;
 * server/test/main/nodeFlags.test.ts holds them equal).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--heap-growing-percent=60', '--expose-gc'];
