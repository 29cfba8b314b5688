/** Device lifecycle status codes (spec 2 §3); protected ones are set by the logistics tools, not by hand. */
export const LIFECYCLE_STATUSES = [
  { code: 1, label: 'ID Reserved', protected: true },
  { code: 2, label: 'PO Created', protected: true },
  { code: 3, label: 'Tested Ok', protected: true },
  { code: 4, label: 'Shipped to SF', protected: false },
  { code: 5, label: 'Received by SF', protected: false },
  { code: 6, label: 'Shipped to Dist', protected: false },
  { code: 7, label: 'Shipped to Cust', protected: false },
  { code: 8, label: 'Received by Dist', protected: false },
  { code: 9, label: 'Sold to Cust', protected: false },
  { code: 10, label: 'Warrenty Replacement', protected: false },
  { code: 11, label: 'Installed', protected: false },
  { code: 12, label: 'Device Problem', protected: false },
  { code: 17, label: 'Problem Solved', protected: false },
  { code: 14, label: 'Needs replacement', protected: false },
  { code: 15, label: 'Replacement Sent', protected: false },
  { code: 16, label: 'Device Deactivated', protected: false },
] as const;

/** The status a device made by a purchase order starts in. */
export const STATUS_PO_CREATED = 2;

export function lifecycleLabel(code: number | null | undefined): string {
  return LIFECYCLE_STATUSES.find((s) => s.code === code)?.label ?? (code == null ? '' : `Status ${code}`);
}
