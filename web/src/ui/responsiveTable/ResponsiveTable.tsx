import { useRef, type CSSProperties, type ReactNode } from 'react';
import classes from './ResponsiveTable.module.css';
import { useCellLabels } from './useCellLabels';

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
}

/**
 * Every list view's table. On screens of 600 px and more it is the table of the spec, scrolling sideways inside itself
 * when it is wider than the page. Under 600 px each row becomes a card: its values one under the other, each after its
 * column's name, in the columns' order (the spec's key columns come first), so nothing is cut off and nothing needs a
 * sideways scroll. The elements stay the table's (its header moved out of sight, not removed); only the layout changes.
 */
export function ResponsiveTable({ children, minWidth = 0, focusable = false }: ResponsiveTableProps) {
  const root = useRef<HTMLDivElement>(null);
  useCellLabels(root);
  return (
    <div
      ref={root}
      className={classes.scroller}
      style={{ '--rt-min-width': `${minWidth}px` } as CSSProperties}
      tabIndex={focusable ? 0 : undefined}
      data-responsive-table
    >
      <div className={classes.inner}>{children}</div>
    </div>
  );
}
