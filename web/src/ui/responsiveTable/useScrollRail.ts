import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps `rail`, a scroll bar of its own under the table, as wide as the table inside `scroller` and scrolled with
 * it, hidden when the table fits. The rail sticks to the bottom of the window (ResponsiveTable.module.css), so a
 * table longer than the window can be scrolled sideways without first scrolling down to its last row.
 */
export function useScrollRail(scroller: RefObject<HTMLElement | null>, rail: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const box = scroller.current;
    const bar = rail.current;
    const span = bar?.firstElementChild as HTMLElement | null | undefined;
    if (!box || !bar || !span) return;
    const update = () => {
      const overflows = box.scrollWidth > box.clientWidth + 1;
      bar.hidden = !overflows;
      span.style.width = `${box.scrollWidth}px`;
      if (overflows) bar.scrollLeft = box.scrollLeft;
    };
    // each follows the other; a scroll to where it already is fires no event, so they settle
    const fromBox = () => {
      if (bar.scrollLeft !== box.scrollLeft) bar.scrollLeft = box.scrollLeft;
    };
    const fromBar = () => {
      if (box.scrollLeft !== bar.scrollLeft) box.scrollLeft = bar.scrollLeft;
    };
    box.addEventListener('scroll', fromBox, { passive: true });
    bar.addEventListener('scroll', fromBar, { passive: true });
    // the table's width changes with the window, a column shown or hidden, and rows added (more pages, a search)
    const resized = new ResizeObserver(update);
    const watchTables = () => box.querySelectorAll('table').forEach((t) => resized.observe(t));
    resized.observe(box);
    watchTables();
    const added = new MutationObserver(() => {
      watchTables();
      update();
    });
    added.observe(box, { childList: true, subtree: true });
    update();
    return () => {
      box.removeEventListener('scroll', fromBox);
      bar.removeEventListener('scroll', fromBar);
      resized.disconnect();
      added.disconnect();
    };
  }, [scroller, rail]);
}
