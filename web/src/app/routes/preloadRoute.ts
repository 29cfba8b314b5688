import { matchPath } from 'react-router';
import { SIDE_PANELS } from '../layout/sidePanels';
import { ROUTES } from './routeTable';

/**
 * Starts loading the code of the screen (and sidebar) in the address bar while the session is still being
 * checked, so the screen's code and its first query do not wait for each other.
 */
export function preloadRoute(hash: string): void {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  const route = ROUTES.find((r) => matchPath(r.path, path));
  if (!route) return;
  route.screen.preload();
  if (route.sidebar !== 'none') SIDE_PANELS[route.sidebar].preload();
}
