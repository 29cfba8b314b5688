import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { BRAND } from '../brand';
import { createStore, useStore } from '../state/createStore';

/** 'Big Tank 1 · Fluid Level — FieldWatch'; the product's name alone where no page is named (sign-in). */
export function documentTitle(pageName: string | null | undefined): string {
  return pageName ? `${pageName} — ${BRAND.productName}` : BRAND.productName;
}

/** The name a page gave itself from its data, for the address it was given on (a stale one never names the next page). */
interface PageTitle {
  pathname: string;
  title: string;
}

const loadedTitle = createStore<PageTitle | null>(null);

/**
 * A page whose name is data (a device's name, a sensor's) names itself once it has loaded; until then, and on every
 * other page, the route's name from ROUTE_TITLES is shown.
 */
export function usePageTitle(title: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (title === null) return;
    loadedTitle.set({ pathname, title });
    return () => loadedTitle.set((prev) => (prev?.pathname === pathname && prev.title === title ? null : prev));
  }, [pathname, title]);
}

/** The layout's side: the document title for the address shown, and 'FieldWatch' again when the signed-in app goes. */
export function useDocumentTitle(routeTitle: string | undefined): void {
  const { pathname } = useLocation();
  const loaded = useStore(loadedTitle);
  const title = loaded?.pathname === pathname ? loaded.title : routeTitle;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useEffect(
    () => () => {
      document.title = documentTitle(null);
    },
    [],
  );
}
