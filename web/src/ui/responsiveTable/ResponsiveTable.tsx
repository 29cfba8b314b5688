import { useRef, type CSSProperties, type ReactNode } from 'react';
import classes from './ResponsiveTable.module.css';
import { useCellLabels } from './useCellLabels';
import { useScrollRail } from './useScrollRail';

export interface ResponsiveTableProps {
  /** The table (Mantine's Table); its header row names the values on a phone. */
  children: ReactNode;
  /** The width under which the table scrolls sideways instead of squeezing its columns, on screens of 600 px and more. */
  minWidth?: number;
  /**
   * The scroll box takes keyboard focus, for a table with no link or button inside: otherwise a keyboard could not
   * scroll it sideways (axe's scrollable-region-focusable).
   */
  focusable?: boolean;
  /**
   * The first column (what names the row: a device's ID) stays in view while the table scrolls sideways, so a row
   * scrolled to its last columns still says which one it is.
   */
  stickyFirstColumn?: boolean;
}

/**
 * Every list view's table. On screens of 600 px and more it is the table of the spec, scrolling sideways inside itself
 * when it is wider than the page. Under 600 px each row becomes a card: its values one under the other, each after its
 * column's name, in the columns' order (the spec's key columns come first), so nothing is cut off and nothing needs a
 * sideways scroll. The elements stay the table's (its header moved out of sight, not removed); only the layout changes.
 * A table wider than its place has its sideways scroll bar at the bottom of the window while any of it is in view
 * (useScrollRail), not only under its last row.
 */
export function ResponsiveTable({ children, minWidth = 0, focusable = false, stickyFirstColumn = false }: ResponsiveTableProps) {
  const root = useRef<HTMLDivElement>(null);
  const rail = useRef<HTMLDivElement>(null);
  useCellLabels(root);
  useScrollRail(root, rail);
  return (
    <>
      <div
        ref={root}
        className={classes.scroller}
        style={{ '--rt-min-width': `${minWidth}px` } as CSSProperties}
        tabIndex={focusable ? 0 : undefined}
        data-responsive-table
        data-sticky-first={stickyFirstColumn || undefined}
      >
        <div className={classes.inner}>{children}</div>
      </div>
      {/* a copy of the table's own scroll bar for the mouse: the table scrolls by keyboard and touch itself */}
      <div ref={rail} className={classes.rail} aria-hidden="true" data-scroll-rail hidden>
        <div className={classes.railSpan} />
      </div>
    </>
  );
}
