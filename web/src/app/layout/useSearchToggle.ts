import { useCallback, useEffect, useState } from 'react';

/** Other layers (menus, dialogs, dropdowns) own Escape while they are open. Some stay mounted while hidden. */
function anotherLayerOpen(): boolean {
  const layers = document.querySelectorAll('[role="dialog"], [role="menu"], [role="listbox"]');
  return Array.from(layers).some(
    (layer) => layer.closest('[data-search-overlay]') === null && layer.getClientRects().length > 0,
  );
}

/** Spec 1 §2: Escape opens and closes the global search. */
export function useSearchToggle(): { opened: boolean; toggle: () => void; close: () => void } {
  const [opened, setOpened] = useState(false);
  const toggle = useCallback(() => setOpened((open) => !open), []);
  const close = useCallback(() => setOpened(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.repeat) return;
      if (anotherLayerOpen()) return;
      setOpened((open) => !open);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return { opened, toggle, close };
}
