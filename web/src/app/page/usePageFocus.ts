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
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const region = main.current;
    if (!region) return;
    const focusedBefore = document.activeElement;
    let observer: MutationObserver | null = null;
    const tryFocus = (): boolean => {
      // someone (the user, or a page's own autofocus) moved focus meanwhile: theirs stands
      const moved = document.activeElement !== focusedBefore && document.activeElement !== document.body;
      if (moved && document.activeElement !== null && region.contains(document.activeElement)) return true;
      const heading = region.querySelector('h1');
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: false });
      return true;
    };
    if (tryFocus()) return;
    observer = new MutationObserver(() => {
      if (tryFocus()) observer?.disconnect();
    });
    observer.observe(region, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer?.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer?.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, main]);
}
