import type { CreatedPO } from './CreatedDevicesPanel';

/**
 * The devices a P.O. just made, handed from New P.O. to /logistics in memory only. Router state would keep the
 * secrets in the browser's history (a reload, or anyone at the keyboard going back, would show them again); a
 * module variable dies with the page, so they are shown once, as the panel says.
 */
let pending: CreatedPO | null = null;

export function handOffCreatedPO(created: CreatedPO): void {
  pending = created;
}

/** What New P.O. handed over, if anything; forgotten once read. */
export function takeCreatedPO(): CreatedPO | null {
  const created = pending;
  pending = null;
  return created;
}
