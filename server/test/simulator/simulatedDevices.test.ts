import { describe, expect, it } from 'vitest';
import { silentIds, simIds } from './simulatedFleet';

/* Which demo devices the simulator plays; what it sends them is in simulator.test.ts. */

describe('the demo device simulator', () => {
  it('simulates exactly the claimed, reporting demo devices', () => {
    expect(simIds).toContain(20101);
    expect(simIds).toContain(24501); // Beta's devices report, though the company is inactive
    expect(simIds.length).toBeGreaterThan(35);
    // tardy and ghost devices stay silent, unclaimed ones never reported, inactive and replaced ones stopped
    for (const id of [20107, 20115, 20312, 24506, 24508, 41201, 41206, 31007, 31008]) expect(silentIds).toContain(id);
  });
});
