import { directoryPlaceInHash } from '../../features/directory/directoryAddress.ts';
import { createStore, useStore } from './createStore.ts';

/**
 * How the directory is being viewed. Held for the page's lifetime only (spec 1 §3: not persisted). On /directory the
 * address is the truth (company, folder, status and view: features/directory/directoryAddress.ts) and the directory
 * page copies it here; elsewhere this is the place last shown, which the sidebar's company and folder links go back to.
 */
export interface DirectoryView {
  path: string;
  /** The view last shown. */
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

/**
 * A page opened at a directory address starts at its place, so what is decided before the directory page first
 * renders (a super user with no company is sent away, routes/RouteScreen; the first page asked for early,
 * prefetchDirectoryPage) sees the company and folder of a reloaded or shared link.
 */
function startingView(): DirectoryView {
  const place = typeof window === 'undefined' ? null : directoryPlaceInHash(window.location.hash);
  return place ? { ...INITIAL_DIRECTORY_VIEW, ...place } : INITIAL_DIRECTORY_VIEW;
}

export const directoryStore = createStore<DirectoryView>(startingView());

export function updateDirectoryView(patch: Partial<DirectoryView>): void {
  // a patch that changes nothing keeps the value, so its readers do not render again
  directoryStore.set((prev) =>
    (Object.keys(patch) as (keyof DirectoryView)[]).every((k) => Object.is(prev[k], patch[k])) ? prev : { ...prev, ...patch },
  );
}

export function useDirectoryView(): DirectoryView {
  return useStore(directoryStore);
}
