import { useState } from 'react';
import { useViewportSize } from '@mantine/hooks';
import { SIDEBAR } from '@fieldwatch/domain';
import { CARD_GAP, CARD_MIN_WIDTH } from '../../ui/cards/cardGridSize';

/** The directory's padding on each side (Mantine's lg spacing) and a scroll bar's width, in px. */
const PAGE_PADDING = 20;
const SCROLLBAR = 16;

/** What the main content needs beside the sidebar to show two columns of device cards. */
export const TWO_CARD_COLUMNS = 2 * CARD_MIN_WIDTH + CARD_GAP + 2 * PAGE_PADDING + SCROLLBAR;

/**
 * The sidebar's width until the user drags it: the spec's 500 px where the screen has room for it and two columns of
 * cards (from about 1,100 px wide), narrower on a laptop so the directory still shows two columns, never under the
 * spec's 200 px minimum.
 */
export function defaultSidebarWidth(viewportWidth: number): number {
  return Math.max(SIDEBAR.minWidth, Math.min(SIDEBAR.defaultWidth, viewportWidth - TWO_CARD_COLUMNS));
}

/** The sidebar's width: the one the user dragged to, else the default for the window's width as it is now. */
export function useSidebarWidth() {
  const [dragged, setDragged] = useState<number | null>(null);
  const viewport = useViewportSize();
  const width = dragged ?? defaultSidebarWidth(viewport.width || window.innerWidth);
  return { width, setWidth: setDragged, reset: () => setDragged(null) };
}
