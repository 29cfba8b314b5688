import { useSyncExternalStore } from 'react';

const ATTRIBUTE = 'data-mantine-color-scheme';

const shown = (): string => document.documentElement.getAttribute(ATTRIBUTE) ?? 'light';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [ATTRIBUTE] });
  return () => observer.disconnect();
}

/**
 * The scheme the page shows now ('light' or 'dark'): the attribute on <html> (set by index.html's early script, then
 * Mantine) that decides which values the theme's CSS variables hold. What reads those variables to paint a canvas
 * follows this, not Mantine's computed scheme: when the system turns dark, that state can change, and React render,
 * a moment before Mantine's own listener moves the attribute, and a chart built then would read the old colours.
 */
export function useShownColorScheme(): string {
  return useSyncExternalStore(subscribe, shown);
}
