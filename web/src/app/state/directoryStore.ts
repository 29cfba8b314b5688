import { createStore, useStore } from './createStore.ts';

/** How the directory is being viewed. Held for the page's lifetime only (spec 1 §3: not persisted). */
export interface DirectoryView {
  path: string;
  /** The view last shown; the one shown is the directory's address (`?view=`, features/directory/useDirectoryViewType). */
  viewType: 'icons' | 'list' | 'map';
  teamViewType: 'groups' | 'users';
  companyID: number | null;
  groupID: number | null;
  includeInactive: boolean;
  includeOOS: boolean;
  includeVIA: boolean;
  length: number;
  count: number;
}

export const INITIAL_DIRECTORY_VIEW: DirectoryView = {
  path: '',
  viewType: 'icons',
  teamViewType: 'groups',
  companyID: null,
  groupID: null,
  includeInactive: false,
  includeOOS: false,
  includeVIA: false,
  length: 0,
  count: 0,
};

export const directoryStore = createStore<DirectoryView>(INITIAL_DIRECTORY_VIEW);

export function updateDirectoryView(patch: Partial<DirectoryView>): void {
  directoryStore.set((prev) => ({ ...prev, ...patch }));
}

export function useDirectoryView(): DirectoryView {
  return useStore(directoryStore);
}
