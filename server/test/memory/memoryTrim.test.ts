import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../src/nodeFlags';

/** The server gives a burst's memory back once the burst has passed (server/src/memoryTrim.ts). */
const child = path.join(import.meta.dirname, 'trimChild.ts');

async function run(flags: string[]) {
  const { stdout } = await promisify(execFile)(process.execPath, [...flags, '--import', 'tsx', child], { timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as { started: boolean; afterBurst: number; settled: number; lines: string[] };
}

const MB = 1024 * 1024;

describe('memory trim', () => {
  it("with the server's flags, the heap a burst grew is given back once it is quiet", async () => {
    const r = await run(SERVER_NODE_FLAGS);
    expect(r.started).toBe(true);
    expect(r.afterBurst).toBeGreaterThan(150 * MB);
    expect(r.settled).toBeLessThan(r.afterBurst - 100 * MB);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatch(/^memory: the heap went from \d+ to \d+ MB once the load had passed \(\d+ ms\)$/);
  });

  it('without --expose-gc it does nothing, and the heap stays as the burst left it', async () => {
    const r = await run(SERVER_NODE_FLAGS.filter((f) => f !== '--expose-gc'));
    expect(r.started).toBe(false);
    // V8 may give a little back by itself; a trim leaves about 10 MB
    expect(r.settled).toBeGreaterThan(100 * MB);
  });
});
