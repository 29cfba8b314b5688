import type { Plugin } from 'vite';
// by path with its extension, as earlyRequestsPlugin: Vite loads its config with plain Node
import { COLOR_SCHEME_STORAGE_KEY } from '../colorScheme/colorSchemeKey.ts';

/**
 * Runs inline at the top of index.html (colorSchemePlugin turns it into source text, so it uses nothing from outside
 * its body), before the stylesheet applies: marks the document with the scheme the app will show (the stored choice,
 * else the system's), so the first paint is already dark in a dark room, not white until the app's code has run.
 * Mantine's ColorSchemeScript does the same for apps whose HTML React renders; ours is a static file.
 */
export function applyStoredColorScheme(key: string): void {
  let scheme = 'auto';
  try {
    const stored = window.localStorage.getItem(key);
    if (stored === 'light' || stored === 'dark') scheme = stored;
  } catch {
    // storage refused (privacy mode): follow the system
  }
  if (scheme === 'auto') scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
}

/** Puts applyStoredColorScheme inline at the top of index.html (the server's Content-Security-Policy hashes it). */
export function colorSchemePlugin(): Plugin {
  return {
    name: 'fieldwatch-color-scheme',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'script',
          children: `(${applyStoredColorScheme.toString()})(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)});`,
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
