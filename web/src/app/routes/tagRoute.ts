/**
 * The sensor page's address (routeTable's /devices/:deviceID/tags/:tag) as a hash, matched without the router so the
 * early requests (index.html, app/routes/prefetchRouteData) can recognise it: group 1 the device id, group 2 the tag.
 */
export const TAG_ROUTE = /^#?\/devices\/(\d+)\/tags\/([^/?]+)\/?(?:\?.*)?$/;
