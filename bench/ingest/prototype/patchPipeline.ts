/**
 * PROTOTYPE (bench only): loaded into the server process before main.ts with
 *   node --import tsx --import ./bench/ingest/prototype/patchPipeline.ts server/src/main.ts
 * (the bench does this with BENCH_SERVER_IMPORT=bench/ingest/prototype/patchPipeline.ts), it changes the ingest
 * pipeline in memory to try the changes proposed in docs/scaling-ingest.md without editing the server:
 *   PATCH_SHARDED=1  each writer owns the devices with deviceId % writers == its index, so two transactions in
 *                    flight never update the same devices/tags/rollup rows and never wait on each other's locks;
 *   PATCH_LEAN=1     the batch is written by writeBatchLean (one autocommit statement, see writeBatchLean.ts);
 *   PATCH_WRITERS=n  writers (default 2), PATCH_MAX_BATCH=n (default 2000).
 */
import type { IncomingMessage } from '../../../server/src/ingest/deviceMessage';
import { IngestPipeline, PipelineOverloaded } from '../../../server/src/ingest/ingestPipeline';
import { writeBatchLean } from './writeBatchLean';

interface Pending {
  message: IncomingMessage;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** The pipeline's private fields, as this patch uses them. */
interface Internals {
  queue: Pending[];
  active: number;
  writers: number;
  maxBatch: number;
  maxQueued: number;
  stopped: boolean;
  idleWaiters: (() => void)[];
  db: Parameters<typeof writeBatchLean>[0];
  write(batch: Pending[]): Promise<void>;
  shards?: Pending[][];
  busy?: boolean[];
}

const proto = IngestPipeline.prototype as unknown as Record<string, unknown>;
const sharded = process.env.PATCH_SHARDED === '1';
const lean = process.env.PATCH_LEAN === '1';
const writers = process.env.PATCH_WRITERS ? Number(process.env.PATCH_WRITERS) : null;
const maxBatch = process.env.PATCH_MAX_BATCH ? Number(process.env.PATCH_MAX_BATCH) : null;

function init(p: Internals): void {
  if (p.shards) return;
  if (writers) p.writers = writers;
  if (maxBatch) p.maxBatch = maxBatch;
  p.shards = Array.from({ length: p.writers }, () => []);
  p.busy = Array.from({ length: p.writers }, () => false);
}

if (sharded) {
  proto.submit = function submit(this: Internals, message: IncomingMessage): Promise<void> {
    init(this);
    if (this.stopped) return Promise.reject(new PipelineOverloaded('ingest is stopping'));
    const queued = this.shards!.reduce((s, q) => s + q.length, 0);
    if (queued >= this.maxQueued) return Promise.reject(new PipelineOverloaded('ingest queue is full'));
    return new Promise<void>((resolve, reject) => {
      this.shards![message.deviceId % this.writers]!.push({ message, resolve, reject });
      (this as unknown as { pump(): void }).pump();
    });
  };
  proto.pump = function pump(this: Internals): void {
    init(this);
    for (let k = 0; k < this.writers; k++) {
      const q = this.shards![k]!;
      if (this.busy![k] || q.length === 0) continue;
      const batch = q.splice(0, this.maxBatch);
      this.busy![k] = true;
      this.active++;
      void this.write(batch).finally(() => {
        this.busy![k] = false;
        this.active--;
        if (this.shards!.some((s) => s.length > 0)) (this as unknown as { pump(): void }).pump();
        else if (this.active === 0) for (const w of this.idleWaiters.splice(0)) w();
      });
    }
  };
} else if (writers || maxBatch) {
  const original = proto.pump as (this: Internals) => void;
  proto.pump = function pump(this: Internals): void {
    if (writers) this.writers = writers;
    if (maxBatch) this.maxBatch = maxBatch;
    original.call(this);
  };
}

if (lean) {
  proto.writeWithRetry = async function writeWithRetry(this: Internals, messages: IncomingMessage[]) {
    // as the pipeline's own: a deadlock or serialization failure is retried twice
    for (let attempt = 1; ; attempt++) {
      try {
        return await writeBatchLean(this.db, messages);
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt >= 3 || (code !== '40P01' && code !== '40001')) throw err;
      }
    }
  };
}

console.log(
  `[bench] ingest pipeline patched: sharded=${sharded} lean=${lean} writers=${writers ?? 'default'} maxBatch=${maxBatch ?? 'default'}`,
);
