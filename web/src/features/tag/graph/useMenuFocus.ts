import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

const ITEMS = 'button:not(:disabled)';

/**
 * Keyboard use of the graph's click menu: it takes the focus when it opens (on its first item), ↑/↓ (and Home/End)
 * move between its buttons, Escape closes it, and whatever closes it gives the focus back to what had it before
 * (the graph), so a dialog an item opens returns there too and the keyboard user goes on from the same reading.
 */
export function useMenuFocus(onClose: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  // what had the focus when the menu opened: the graph, clicked or worked by keys
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>(ITEMS)?.focus();
  }, []);
  const giveBack = () => {
    if (opener?.isConnected && opener !== document.body) opener.focus({ preventScroll: true });
  };
  /** An item's action, after the focus went back (a dialog it opens remembers the graph as the place to return to). */
  const act = (action: () => void) => () => {
    giveBack();
    action();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      giveBack();
      onClose();
      return;
    }
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next =
      e.key === 'ArrowDown' ? at + 1 : e.key === 'ArrowUp' ? at - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : null;
    if (next === null || items.length === 0) return;
    e.preventDefault();
    items[(next + items.length) % items.length]!.focus();
  };
  return { ref, onKeyDown, act };
}
