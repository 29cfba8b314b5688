import { useSyncExternalStore } from 'react';

/** How often relative times ('5 minutes ago') and the delayed hint are re-evaluated (spec 1 §2 tag card). */
const NOW_REFRESH_MS = 30_000;

/*
 * One shared clock for every card: a page of 200 cards would otherwise run 200 timers. It ticks only while
 * something is subscribed.
 */
const listeners = new Set<() => void>();
let nowSeconds = Math.floor(Date.now() / 1000);
let timer: number | undefined;

function tick(): void {
  nowSeconds = Math.floor(Date.now() / 1000);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    // after an idle spell the first screen must not start from an old time
    nowSeconds = Math.floor(Date.now() / 1000);
    timer = window.setInterval(tick, NOW_REFRESH_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = (): number => nowSeconds;

/** The current time in epoch seconds, refreshed every 30 s. */
export function useNowSeconds(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
