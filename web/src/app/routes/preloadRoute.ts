import { matchPath } from 'react-router';
import { SIDE_PANELS } from '../layout/sidePanels';
import { ROUTES } from './routeTable';
import { firstScreen } from '../state/firstScreen';

/**
 * Starts loading the code of the screen (and sidebar) in the address bar while the session is still being
 * checked, so the screen's code and its first query do not wait for each other. Resolves once the screen's code is
 * there (or failed to load: the screen's first render reports that).
 */
export function preloadRoute(hash: string): Promise<void> {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  const route = ROUTES.find((r) => matchPath(r.path, path));
  if (!route) return Promise.resolve();
  const loaded = route.screen.load();
  // a sidebar held back until the first screen has drawn loads its code then, not in the way of that screen's
  if (route.sidebar !== 'none' && !firstScreen.held()) SIDE_PANELS[route.sidebar].preload();
  return loaded;
}
