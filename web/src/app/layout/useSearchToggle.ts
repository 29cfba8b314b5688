import { useCallback, useEffect, useState } from 'react';
import { loadSearchResults } from './searchResultsChunk';

/** Other layers (menus, dialogs, dropdowns) own Escape while they are open. Some stay mounted while hidden. */
function anotherLayerOpen(): boolean {
  const layers = document.querySelectorAll('[role="dialog"], [role="menu"], [role="listbox"]');
  return Array.from(layers).some((layer) => layer.closest('[data-search-overlay]') === null && layer.getClientRects().length > 0);
}

/**
 * Spec 1 §2: Escape opens and closes the global search. `mounted` turns true at the first opening and stays so: the
 * overlay (a modal, closed nearly always) is not rendered with every page's first render, and keeps its query and
 * closing animation once it has been opened.
 */
export function useSearchToggle(): { opened: boolean; mounted: boolean; toggle: () => void; close: () => void } {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (opened && !mounted) setMounted(true);
  const toggle = useCallback(() => setOpened((open) => !open), []);
  const close = useCallback(() => setOpened(false), []);

  // Fetch the results chunk once the signed-in page is idle, so the first search does not wait for it.
  useEffect(() => {
    const timer = window.setTimeout(() => void loadSearchResults().catch(() => undefined), 2000);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.repeat) return;
      if (anotherLayerOpen()) return;
      setOpened((open) => !open);
    };
    // capture: a dropdown closes itself on this Escape before the event bubbles here, and would no longer be seen open
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);

  return { opened, mounted, toggle, close };
}
