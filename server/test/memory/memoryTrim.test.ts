import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../src/nodeFlags';
import { runChild } from './runChild';

/** The server gives a burst's memory back once the burst has passed (server/src/memoryTrim.ts). */
const run = (flags: readonly string[]) =>
  runChild<{ started: boolean; afterBurst: number; settled: number; lines: string[] }>('trimChild.ts', flags);

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
