import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { directoryStore, type DirectoryView } from '../../app/state/directoryStore';

export type DirectoryViewType = DirectoryView['viewType'];

const VIEWS: readonly DirectoryViewType[] = ['icons', 'list', 'map'];
const DEFAULT_VIEW: DirectoryViewType = 'icons';

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
  const asked = params.get('view');
  const view = VIEWS.find((v) => v === asked) ?? DEFAULT_VIEW;
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

/**
 * Where a folder or company choice goes: the directory in the view the user is looking at. On /directory that is the
 * address's view, not the store's copy (DirectoryPage writes it after the render, so a choice right after switching
 * the view would otherwise reopen the view before); elsewhere it is the view last shown there.
 */
export function useDirectoryHref(): () => string {
  const onDirectory = useLocation().pathname === '/directory';
  const [view] = useDirectoryViewType();
  return () => directoryHref(onDirectory ? view : directoryStore.get().viewType);
}
