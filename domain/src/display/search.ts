/** A query of digits only looks a device up by its id (spec 1 §2 "Global search"). */
export function isDeviceIdQuery(query: string): boolean {
  return /^\d+$/.test(query.trim());
}

/**
 * Moves the highlighted search result with the arrow keys, wrapping at both ends; -1 (nothing highlighted)
 * moves to the first or last result.
 */
export function moveSelection(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
