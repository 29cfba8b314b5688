import { useEffect } from 'react';
import { closeMenu, openMenu } from '../state/menuStore';
import { classifySwipe, type TouchPoint } from './swipe';

export function useSwipeMenu(): void {
  useEffect(() => {
    let start: TouchPoint | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY, time: event.timeStamp } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (start === null || touch === undefined) return;
      const gesture = classifySwipe(start, { x: touch.clientX, y: touch.clientY, time: event.timeStamp });
      start = null;
      if (gesture === 'open') openMenu();
      else if (gesture === 'close') closeMenu();
    };
    const onCancel = () => {
      start = null;
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    window.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onCancel);
    };
  }, []);
}
