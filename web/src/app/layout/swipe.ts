import { SWIPE } from '@fieldwatch/domain';

export interface TouchPoint {
  x: number;
  y: number;
  time: number;
}

/**
 * Spec 1 §2: right from near the left edge opens the menu, left anywhere closes it. A gesture that moves
 * further vertically than horizontally is a scroll, not a swipe.
 */
export function classifySwipe(start: TouchPoint, end: TouchPoint): 'open' | 'close' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (end.time - start.time > SWIPE.withinMs || Math.abs(dy) > Math.abs(dx)) return null;
  if (dx > SWIPE.distance && start.x <= SWIPE.edge) return 'open';
  if (dx < -SWIPE.distance) return 'close';
  return null;
}
