import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useMediaQuery } from '@mantine/hooks';
import { useStoredUser } from '../auth/authStore';
import { DelayedSpinner } from '../DelayedSpinner';
import { ErrorBoundary } from '../ErrorBoundary';
import { useCurrentRoute } from '../routes/useCurrentRoute';
import { closeMobileMenu, MOBILE_QUERY, useMenuOpen } from '../state/menuStore';
import { ResizableSidebar } from './ResizableSidebar';
import { SearchOverlay } from './SearchOverlay';
import { SidePanel } from './SidePanel';
import { TopBar } from './TopBar';
import { useSearchToggle } from './useSearchToggle';
import { useSwipeMenu } from './useSwipeMenu';
import { useSidebarWidth } from './sidebarWidth';
import { useDocumentTitle } from '../page/pageTitle';
import { ROUTE_TITLES } from '../page/routeTitles';
import { MAIN_ID, SkipLink } from '../page/SkipLink';
import { usePageFocus } from '../page/usePageFocus';
import classes from './layout.module.css';

export function AppLayout() {
  const route = useCurrentRoute();
  const sidebar = route?.sidebar ?? 'none';
  const { pathname } = useLocation();
  const mobile = useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const menuOpen = useMenuOpen(mobile);
  const sidebarWidth = useSidebarWidth();
  const search = useSearchToggle();
  const loginAs = useStoredUser()?.loginAsUserID != null;
  useSwipeMenu();
  const main = useRef<HTMLElement>(null);
  usePageFocus(main);
  useDocumentTitle(route ? ROUTE_TITLES[route.path] : undefined);

  // On a phone the menu covers the page, so following one of its links should reveal the page.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    closeMobileMenu();
  }, [pathname]);

  const showSidebar = sidebar !== 'none' && menuOpen;

  return (
    <div className={classes.root} data-login-as={loginAs || undefined}>
      <SkipLink target={main} />
      <TopBar tab={route?.tab ?? null} onToggleSearch={search.toggle} />
      <div className={classes.body}>
        {showSidebar && !mobile && (
          <ResizableSidebar width={sidebarWidth.width} onResize={sidebarWidth.setWidth} onReset={sidebarWidth.reset}>
            <SidePanel kind={sidebar} />
          </ResizableSidebar>
        )}
        <main className={classes.main} id={MAIN_ID} ref={main} tabIndex={-1}>
          <ErrorBoundary key={pathname}>
            <Suspense fallback={<DelayedSpinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        {showSidebar && mobile && (
          <>
            <div className={classes.backdrop} onClick={closeMobileMenu} aria-hidden />
            <nav className={classes.overlayMenu} aria-label="Menu">
              <SidePanel kind={sidebar} />
            </nav>
          </>
        )}
      </div>
      {search.mounted && <SearchOverlay opened={search.opened} onClose={search.close} />}
    </div>
  );
}
