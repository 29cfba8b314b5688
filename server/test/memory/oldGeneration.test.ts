import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../src/nodeFlags';
import { runChild } from './runChild';

/*
 * The server's flags keep the old generation near what is live under load (server/src/nodeFlags.ts,
 * --heap-growing-percent): garbage promoted by busy work is collected before the generation grows to several times
 * its live size. Measured here as a ratio, so the machine's speed does not decide it: with V8's own growing factor
 * the child's old generation reached 4.8–7.7 times its live size, with the server's flags 2.5–4.0 times.
 */
describe('old generation', () => {
  it("with the server's flags, stays under five times what is live while promoted garbage keeps coming", async () => {
    const r = await runChild<{ largestOld: number; live: number }>('churnChild.ts', SERVER_NODE_FLAGS);
    expect(r.live).toBeGreaterThan(30 * 1024 * 1024);
    expect(r.largestOld).toBeLessThan(5 * r.live);
  });
});
