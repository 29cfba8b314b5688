import type { DirectoryView } from '../../app/state/directoryStore';
import type { DirectoryVariables } from './graphql/devices';

/**
 * The variables of the directory queries from the view settings. Only users with the company picker send a
 * company; for everyone else the server answers with their own company's devices. Pure, so that index.html's early
 * requests (app/early) send what the page asks for on a fresh load, the store's initial view.
 */
export function directoryVariablesOf(
  view: Pick<DirectoryView, 'companyID' | 'includeInactive' | 'includeOOS' | 'path'>,
  companyPicker: boolean,
): DirectoryVariables {
  return {
    selectedCompanyID: companyPicker ? view.companyID : null,
    includeInactive: view.includeInactive,
    includeOOS: view.includeOOS,
    path: view.path || null,
  };
}

/** The Icons view's pages, besides their limit and offset: in folder order, which is no column's sort. */
export function iconPagesVariables(variables: DirectoryVariables): DirectoryVariables & { sortBy: null; sortDirection: null } {
  return { ...variables, sortBy: null, sortDirection: null };
}
