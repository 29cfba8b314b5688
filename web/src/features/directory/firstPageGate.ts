import { useEffect, useSyncExternalStore } from 'react';

/**
 * The sidebar's folder tree is built from every device of the directory (devicesRe 'directory-side'): 7.5 MB of JSON
 * and about half a second of the server's one thread at 100,000 devices. Asked for beside the directory's first page,
 * it can be answered first and hold the cards back by that long. So on /directory the tree waits until the page's
 * first answer has settled (cards, rows or markers, or an error), or FALLBACK_MS at most; on any other screen it asks
 * at once. Once open, the gate stays open for the life of the page: the tree's answer is cached from then on.
 */
const FALLBACK_MS = 1500;

let open = false;
const listeners = new Set<() => void>();

function openGate(): void {
  if (open) return;
  open = true;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by each directory view with whether its first answer has settled. */
export function useFirstPageSettled(settled: boolean): void {
  useEffect(() => {
    if (settled) openGate();
  }, [settled]);
}

/** Whether the folder tree may ask now: at once away from the directory, else once its first page settled. */
export function useFolderTreeMayAsk(onDirectory: boolean): boolean {
  const isOpen = useSyncExternalStore(subscribe, () => open);
  const waiting = onDirectory && !isOpen;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(openGate, FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return !waiting;
}
