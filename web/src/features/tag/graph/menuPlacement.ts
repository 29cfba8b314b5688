/** How far a popup keeps from the screen's edges, in CSS pixels. */
export const SCREEN_MARGIN = 8;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * How far to move a popup opened with its top-left corner at the clicked point (`box`, in the viewport's pixels) so
 * that it lies inside the viewport: moved left by what passes the right edge; when it passes the bottom edge it opens
 * above the point instead if there is room there, else it is moved up just enough. Never past the left or top edge.
 */
export function fitInViewport(box: Box, viewport: { width: number; height: number }, margin = SCREEN_MARGIN): { dx: number; dy: number } {
  const right = viewport.width - margin;
  const bottom = viewport.height - margin;
  const dx = Math.max(margin - box.left, Math.min(0, right - (box.left + box.width)));
  let dy = 0;
  if (box.top + box.height > bottom) dy = box.top - box.height >= margin ? -box.height : bottom - (box.top + box.height);
  return { dx, dy: Math.max(margin - box.top, dy) };
}
