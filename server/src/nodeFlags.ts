/**
 * V8 flags the server process runs with (`npm start`, the ingest bench, the process tests). Ingest allocates a few
 * kilobytes per message that die young (MQTT packets, parsed JSON, batch columns); with the default 16 MB young
 * generation it was collected so often that survivors were promoted and garbage collection took 16 % of the server's
 * CPU at 11,000 msg/s. A 64 MB semi-space halves that (8 %, bench/ingest.ts --profile) for at most ~200 MB more memory.
 * `--expose-gc` lets the server give a burst's memory back once it has passed (memoryTrim.ts).
 * package.json's start:prod and server/package.json's start scripts repeat them (npm scripts cannot import this).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--expose-gc'];
