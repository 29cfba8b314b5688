/** The directory's views (Icons / List / Map) and the one an address without `?view=` shows. */
export const DIRECTORY_VIEWS = ['icons', 'list', 'map'] as const;
export type DirectoryViewType = (typeof DIRECTORY_VIEWS)[number];
export const DEFAULT_DIRECTORY_VIEW: DirectoryViewType = 'icons';

/** The status filter's choices (domain's DirectoryStatus), spelled here so the early requests' script can use them. */
const STATUSES = ['active', 'inactive', 'decommissioned'] as const;
type Status = (typeof STATUSES)[number];

/**
 * The directory's address (routeTable's /directory) as a hash, matched without the router so the early requests
 * (index.html, app/routes/prefetchRouteData) can recognise it: group 1 its query, if any.
 */
export const DIRECTORY_ROUTE = /^#?\/directory\/?(?:\?(.*))?$/;

/**
 * The parameters of the address that narrow the directory to other devices than a fresh load's (a company, a folder,
 * a status): an address with any of them is not the one index.html's early requests ask for.
 */
export const DIRECTORY_FILTER_PARAMS = ['company', 'path', 'status'] as const;

/**
 * Where the directory is: the company (for users with the company picker), the folder, the status filter and the
 * view. It lives in the address, `#/directory?company=12&path=/Permian/North&status=inactive&view=list`, so Back,
 * a reload and a shared link return to the same place; each part at its default is left out, so the plain
 * `#/directory` is the whole directory of active devices as Icons.
 */
export interface DirectoryPlace {
  companyID: number | null;
  /** '' for the root, else a folder path starting with '/'. */
  path: string;
  includeInactive: boolean;
  includeOOS: boolean;
  viewType: DirectoryViewType;
}

/** The view an address's `view` parameter shows: one we do not know, or none, shows Icons. */
export function directoryViewOf(asked: string | null): DirectoryViewType {
  return DIRECTORY_VIEWS.find((v) => v === asked) ?? DEFAULT_DIRECTORY_VIEW;
}

function statusIn(asked: string | null): Status {
  return STATUSES.find((s) => s === asked) ?? 'active';
}

/** The place an address's query names; anything it does not name, or names wrongly, is the default. */
export function directoryPlaceOf(query: URLSearchParams): DirectoryPlace {
  const company = Number(query.get('company'));
  const path = query.get('path') ?? '';
  const status = statusIn(query.get('status'));
  return {
    companyID: Number.isSafeInteger(company) && company > 0 ? company : null,
    // a folder path starts with '/'; a trailing one names the same folder
    path: path.startsWith('/') ? path.replace(/\/+$/, '') : '',
    includeInactive: status === 'inactive',
    includeOOS: status === 'decommissioned',
    viewType: directoryViewOf(query.get('view')),
  };
}

/** A query value as typed, but with its slashes kept: a folder reads `path=/Permian/North` in the address bar. */
const encode = (value: string) => encodeURIComponent(value).replace(/%2F/g, '/');

/** The directory's address for a place (router path and query), the parts at their defaults left out. */
export function directoryHrefOf(place: DirectoryPlace): string {
  const parts: string[] = [];
  if (place.companyID !== null) parts.push(`company=${place.companyID}`);
  if (place.path !== '') parts.push(`path=${encode(place.path)}`);
  if (place.includeOOS) parts.push('status=decommissioned');
  else if (place.includeInactive) parts.push('status=inactive');
  if (place.viewType !== DEFAULT_DIRECTORY_VIEW) parts.push(`view=${place.viewType}`);
  return parts.length === 0 ? '/directory' : `/directory?${parts.join('&')}`;
}

/** The place a location hash names when it is the directory's address, else null. */
export function directoryPlaceInHash(hash: string): DirectoryPlace | null {
  const m = DIRECTORY_ROUTE.exec(hash);
  return m ? directoryPlaceOf(new URLSearchParams(m[1] ?? '')) : null;
}
