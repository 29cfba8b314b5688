import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { directoryStore, updateDirectoryView, useDirectoryView, type DirectoryView } from '../../app/state/directoryStore';
import { directoryHrefOf, directoryPlaceInHash, directoryPlaceOf, type DirectoryPlace } from './directoryAddress';

const placeOfView = (view: DirectoryView): DirectoryPlace => ({
  companyID: view.companyID,
  path: view.path,
  includeInactive: view.includeInactive,
  includeOOS: view.includeOOS,
  viewType: view.viewType,
});

/**
 * An address without a company (a link from before companies were in the address) shows the company chosen last,
 * as the directory did before.
 */
const withCompany = (shown: DirectoryPlace, chosen: number | null): DirectoryPlace =>
  shown.companyID === null && chosen !== null ? { ...shown, companyID: chosen } : shown;

/**
 * The directory's place: on /directory the one its address names (directoryAddress.ts), so what the page shows,
 * what Back returns to, a reload and a shared link all agree; on other pages the place last shown there (the
 * sidebar's folder tree and company list mark it).
 */
export function useDirectoryPlace(): DirectoryPlace {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { companyID, path, includeInactive, includeOOS, viewType } = useDirectoryView();
  const query = pathname === '/directory' ? params.toString() : null;
  return useMemo(
    () =>
      query === null
        ? { companyID, path, includeInactive, includeOOS, viewType }
        : withCompany(directoryPlaceOf(new URLSearchParams(query)), companyID),
    [query, companyID, path, includeInactive, includeOOS, viewType],
  );
}

/**
 * The place a choice starts from. The address is read when the choice is made, not from the last render: the router
 * commits a navigation as a transition, so a folder clicked right after switching the view would otherwise reopen
 * the view before (its render was still the last one committed).
 */
function placeNow(): DirectoryPlace {
  const stored = placeOfView(directoryStore.get());
  const shown = directoryPlaceInHash(window.location.hash);
  return shown ? withCompany(shown, stored.companyID) : stored;
}

/**
 * Opens the directory at the place a choice names (a folder, a crumb, a company, a status, a view), the rest kept
 * from the place shown, or from the one last shown when the choice is made on another page. Each choice is a new
 * entry of the browser's history, so Back undoes it.
 */
export function useGoToDirectory(): (change: Partial<DirectoryPlace>) => void {
  const navigate = useNavigate();
  return useCallback(
    (change) => {
      const next = { ...placeNow(), ...change };
      updateDirectoryView(next);
      const href = directoryHrefOf(next);
      if (`#${href}` !== window.location.hash) navigate(href);
    },
    [navigate],
  );
}
