import { HashRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { ROUTES } from './routeTable';
import { RouteScreen } from './RouteScreen';

const children: RouteObject[] = [
  ...ROUTES.map((route) => ({ path: route.path, element: <RouteScreen route={route} /> })),
  { path: '*', element: <Navigate to="/" replace /> },
];
const routes: RouteObject[] = [{ element: <AppLayout />, children }];

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The signed-in app's hash routes, in react-router's declarative mode: the app has no loaders or actions, and the
 * data router (createHashRouter) added about 54 kB to the shell's code and its set-up to every page load, on the
 * path to the sensor page's first graph (docs/performance.md).
 */
export function AppRouter() {
  return (
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  );
}
