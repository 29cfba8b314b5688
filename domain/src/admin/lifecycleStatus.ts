/** Spec 3 §3 device lifecycle codes (13 is not used; 17 is 'Problem Solved'). Spelling as the spec gives it. */
export const LIFECYCLE_STATUS: Readonly<Record<number, string>> = {
  1: 'ID Reserved',
  2: 'PO Created',
  3: 'Tested Ok',
  4: 'Shipped to SF',
  5: 'Received by SF',
  6: 'Shipped to Dist',
  7: 'Shipped to Cust',
  8: 'Received by Dist',
  9: 'Sold to Cust',
  10: 'Warrenty Replacement',
  11: 'Installed',
  12: 'Device Problem',
  14: 'Needs replacement',
  15: 'Replacement Sent',
  16: 'Device Deactivated',
  17: 'Problem Solved',
};

/** The status a device made by a purchase order starts in. */
export const STATUS_PO_CREATED = 2;

export function lifecycleLabel(code: number | null): string {
  return code === null ? 'None' : (LIFECYCLE_STATUS[code] ?? `Status ${code}`);
}
