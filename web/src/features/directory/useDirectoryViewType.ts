import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { directoryStore } from '../../app/state/directoryStore';
import { DEFAULT_DIRECTORY_VIEW as DEFAULT_VIEW, directoryViewOf, type DirectoryViewType } from './directoryAddress';

/** The directory's address for a view: Icons, the default, is the plain address that links from before still open. */
export function directoryHref(view: DirectoryViewType): string {
  return view === DEFAULT_VIEW ? '/directory' : `/directory?view=${view}`;
}

/**
 * The directory's view (Icons / List / Map) lives in the address (`?view=list`), so a reload or a shared link shows
 * the same view and the browser's Back returns to the one before. An address without a view, or with one we do not
 * know, shows Icons.
 */
export function useDirectoryViewType(): [DirectoryViewType, (view: DirectoryViewType) => void] {
  const [params, setParams] = useSearchParams();
  const view = directoryViewOf(params.get('view'));
  const setView = useCallback(
    (next: DirectoryViewType) =>
      setParams((p) => {
        const copy = new URLSearchParams(p);
        if (next === DEFAULT_VIEW) copy.delete('view');
        else copy.set('view', next);
        return copy;
      }),
    [setParams],
  );
  return [view, setView];
}

/** The path of the address the browser shows now: with the hash router, the part after '#' up to its query. */
function shownPathname(): string {
  return window.location.hash.replace(/^#/, '').split('?')[0] || '/';
}

/**
 * Shows the directory after a folder or company choice (the choice itself is in the directory store). On /directory
 * nothing is to be done: the page reads the store, and the address keeps the view the user is looking at. Elsewhere
 * it opens the directory in the view last shown there. The address is read when the choice is made, not from the
 * last render: the router commits a navigation as a transition, so a click right after switching the view could
 * otherwise reopen the view before (its render was still the last one committed).
 */
export function useOpenDirectory(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (shownPathname() !== '/directory') navigate(directoryHref(directoryStore.get().viewType));
  }, [navigate]);
}
