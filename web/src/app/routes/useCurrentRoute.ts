import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { ROUTES, type AppRoute } from './routeTable';

const MATCHABLE = ROUTES.map((route) => ({ path: route.path, handle: route }));

/** The route table's entry for the address shown (react-router's ranking), or undefined for an unknown address. */
export function useCurrentRoute(): AppRoute | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchRoutes(MATCHABLE, pathname)?.at(-1)?.route.handle as AppRoute | undefined, [pathname]);
}
