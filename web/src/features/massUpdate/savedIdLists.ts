import { createStore } from '../../app/state/createStore';

/** Id lists saved this session (spec 3 §2: the saved-values dropdown is cleared on reload), newest first. */
export const savedIdLists = createStore<readonly string[]>([]);

export function rememberIdList(ids: string): void {
  savedIdLists.set((prev) => [ids, ...prev.filter((p) => p !== ids)]);
}
