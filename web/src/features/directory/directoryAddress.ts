/** The directory's views (Icons / List / Map) and the one an address without `?view=` shows. */
export const DIRECTORY_VIEWS = ['icons', 'list', 'map'] as const;
export type DirectoryViewType = (typeof DIRECTORY_VIEWS)[number];
export const DEFAULT_DIRECTORY_VIEW: DirectoryViewType = 'icons';

/**
 * The directory's address (routeTable's /directory) as a hash, matched without the router so the early requests
 * (index.html, app/routes/prefetchRouteData) can recognise it: group 1 its query, if any.
 */
export const DIRECTORY_ROUTE = /^#?\/directory\/?(?:\?(.*))?$/;

/** The view an address's `view` parameter shows: one we do not know, or none, shows Icons. */
export function directoryViewOf(asked: string | null): DirectoryViewType {
  return DIRECTORY_VIEWS.find((v) => v === asked) ?? DEFAULT_DIRECTORY_VIEW;
}
