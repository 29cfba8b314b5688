import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded screen that can also be asked to load ahead of its first render. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => void };

/** React.lazy for modules that name their export, keeping one named component per file. */
export function lazyScreen<Name extends string>(load: () => Promise<{ [K in Name]: ComponentType }>, name: Name): LazyScreen {
  // one request whether preload() or the first render asks first
  let loading: Promise<{ default: ComponentType }> | null = null;
  const once = () => (loading ??= load().then((m) => ({ default: m[name] })));
  const screen = lazy(once) as LazyScreen;
  screen.preload = () => {
    once().catch(() => {
      // a failed preload is retried by the render, which shows the error boundary if it fails again
      loading = null;
    });
  };
  return screen;
}
