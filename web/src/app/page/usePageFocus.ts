import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to show its heading (a lazy screen's code, then its first query) before focus gives up. */
const HEADING_WAIT_MS = 10_000;

/**
 * After a route change (a new address path, not the first load nor a change of search parameters such as the
 * sensor page's tab) focus moves to the page's one `<h1>`, so a screen reader announces the new page and the next Tab
 * starts from its top instead of from `<body>` or the link that was followed. Pages show their heading when their
 * code and often their data have arrived, so the heading is awaited; the user moving focus first wins.
 */
export function usePageFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  // the address whose heading was focused (the first load's counts as done): the effect may run twice for one change
  // (React's strict mode), so it is marked done only once focus moved
  const handled = useRef(pathname);
  useEffect(() => {
    if (handled.current === pathname) return;
    const region = main.current;
    if (!region) return;
    const focusedBefore = document.activeElement;
    // the new page put focus on one of its own fields as it mounted (autofocus): it knows better
    if (focusedBefore !== null && focusedBefore !== region && region.contains(focusedBefore)) {
      handled.current = pathname;
      return;
    }
    const tryFocus = (): boolean => {
      // someone moved focus meanwhile (the user, a page's autofocus, a dialog opened at once): theirs stands
      const active = document.activeElement;
      if (active !== null && active !== focusedBefore && active !== document.body) {
        handled.current = pathname;
        return true;
      }
      // a dialog is open and focus is in it (the search reopened and typed in before the page arrived, even with the
      // input it was left from): taking focus to the heading behind it would send the next keys nowhere
      if (active?.closest('[role="dialog"]')) {
        handled.current = pathname;
        return true;
      }
      const heading = region.querySelector('h1');
      if (!heading) return false;
      heading.tabIndex = -1;
      // a heading is not a control: a focus ring around the whole title reads as a selection box to sighted users,
      // while a screen reader announces it either way
      heading.style.outline = 'none';
      heading.focus();
      handled.current = pathname;
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(region, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, main]);
}
