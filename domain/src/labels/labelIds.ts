import { DEVICE_LIST_MAX_LIMIT } from '../directory/deviceListContexts';

/** What the label search asks the server for: a range of ids or a list of them. */
export type LabelIdQuery = { kind: 'range'; from: number; to: number } | { kind: 'ids'; ids: number[] };

/** Spec 3 §5: list entries are split on commas and trimmed; anything not a whole number is dropped. */
export function parseIdList(text: string): number[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
}

/**
 * Spec 3 §4 Label printing search: a free list wins when it holds ids; otherwise a range, where From is required
 * and an empty To means From. Returns a message instead when the input cannot be searched.
 */
export function labelIdQuery(input: { from: string; to: string; list: string }): LabelIdQuery | { error: string } {
  if (input.list.trim() !== '') {
    const ids = parseIdList(input.list);
    if (ids.length > DEVICE_LIST_MAX_LIMIT) return { error: `Print at most ${DEVICE_LIST_MAX_LIMIT} labels at once.` };
    return ids.length ? { kind: 'ids', ids } : { error: 'The list holds no device IDs.' };
  }
  const from = input.from.trim();
  if (from === '') return { error: 'From is required.' };
  if (!/^\d+$/.test(from)) return { error: 'From must be a whole number.' };
  const to = input.to.trim() === '' ? from : input.to.trim();
  if (!/^\d+$/.test(to)) return { error: 'To must be a whole number.' };
  if (Number(to) < Number(from)) return { error: 'To must not be below From.' };
  // one lookup answers at most this many devices
  if (Number(to) - Number(from) >= DEVICE_LIST_MAX_LIMIT) return { error: `Print at most ${DEVICE_LIST_MAX_LIMIT} labels at once.` };
  return { kind: 'range', from: Number(from), to: Number(to) };
}
