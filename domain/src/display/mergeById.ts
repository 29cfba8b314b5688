/**
 * Joins lists of records keeping the first record of each id, in order: the Alarms list merges devices in
 * alarm with devices whose alarm rules fired (spec 1 §7 GET_DEVICES_ALARMS).
 */
export function mergeById<T extends { id: number | string }>(...lists: readonly (readonly T[] | null | undefined)[]): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const list of lists) {
    for (const item of list ?? []) {
      const key = String(item.id);
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(item);
    }
  }
  return merged;
}
