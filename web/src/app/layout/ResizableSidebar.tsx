import { useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useViewportSize } from '@mantine/hooks';
import { SIDEBAR } from '@fieldwatch/domain';
import classes from './layout.module.css';

/** The main content keeps at least this much room however wide the sidebar is dragged. */
const MIN_MAIN_WIDTH = 320;
const KEY_STEP = 20;

function clampSidebarWidth(width: number, viewportWidth = window.innerWidth): number {
  const max = Math.max(SIDEBAR.minWidth, viewportWidth - MIN_MAIN_WIDTH);
  return Math.round(Math.min(max, Math.max(SIDEBAR.minWidth, width)));
}

export interface ResizableSidebarProps {
  width: number;
  onResize: (width: number) => void;
  /** Back to the default width (a double click on the handle). */
  onReset: () => void;
  children: ReactNode;
}

export function ResizableSidebar({ width, onResize, onReset, children }: ResizableSidebarProps) {
  const [dragging, setDragging] = useState(false);
  // Re-rendering on window resize keeps the main content its minimum room.
  const viewport = useViewportSize();
  const shown = clampSidebarWidth(width, viewport.width || window.innerWidth);

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    const startX = event.clientX;
    const startWidth = shown;
    handle.setPointerCapture(event.pointerId);
    setDragging(true);
    const move = (e: globalThis.PointerEvent) => onResize(clampSidebarWidth(startWidth + e.clientX - startX));
    const stop = () => {
      setDragging(false);
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
      handle.removeEventListener('pointercancel', stop);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
    handle.addEventListener('pointercancel', stop);
  };

  const maxWidth = clampSidebarWidth(Infinity, viewport.width || window.innerWidth);
  const resizeByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    // the separator's keys: arrows step, Home and End go to the ends, Enter does what a double click does
    if (event.key === 'Enter') {
      event.preventDefault();
      onReset();
      return;
    }
    const keyWidths: Record<string, number> = {
      ArrowLeft: shown - KEY_STEP,
      ArrowRight: shown + KEY_STEP,
      Home: SIDEBAR.minWidth,
      End: maxWidth,
    };
    const next = keyWidths[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onResize(clampSidebarWidth(next));
  };

  return (
    <>
      <aside className={classes.sidebar} style={{ width: shown }} aria-label="Sidebar">
        {children}
      </aside>
      <div
        className={classes.handle}
        role="separator"
        aria-orientation="vertical"
        aria-label="Resize sidebar"
        aria-valuenow={shown}
        aria-valuemin={SIDEBAR.minWidth}
        aria-valuemax={maxWidth}
        tabIndex={0}
        data-dragging={dragging || undefined}
        onPointerDown={startDrag}
        onKeyDown={resizeByKey}
        onDoubleClick={onReset}
      />
    </>
  );
}
