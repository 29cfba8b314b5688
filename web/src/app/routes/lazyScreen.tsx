import { useEffect, useState, type ComponentType } from 'react';
import { DelayedSpinner } from '../DelayedSpinner';

/** A screen whose code loads on first use, and can also be asked to load ahead of its first render. */
export type LazyScreen = ComponentType & {
  preload: () => void;
  /** Loads the code (once) and resolves when the screen can render at once; a failed load resolves too. */
  load: () => Promise<void>;
};

/**
 * Like React.lazy for modules that name their export (one named component per file), but without suspending:
 * React holds back the reveal of content that was behind a Suspense fallback until 300 ms after that fallback
 * showed, so every lazy screen (the signed-in shell, then the sensor page) appeared at least 300 ms after it was
 * first asked for even when its code was already there (the sensor page's target: first graph under 500 ms). A screen whose code
 * is loaded renders at once; otherwise it shows the delayed spinner and renders through an ordinary state update.
 * A failed load is thrown to the nearest error boundary, and the next mount tries again.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<{ [K in Name]: ComponentType }>,
  name: Name,
  options: { fullScreen?: boolean } = {},
): LazyScreen {
  let loading: Promise<ComponentType> | null = null;
  let loaded: ComponentType | null = null;
  const once = () =>
    (loading ??= load().then(
      (m) => (loaded = m[name]),
      (e: unknown) => {
        loading = null;
        throw e;
      },
    ));

  function Screen() {
    const [, setReady] = useState(loaded !== null);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (loaded) return;
      let mounted = true;
      once().then(
        () => {
          if (mounted) setReady(true);
        },
        (error: unknown) => {
          if (mounted) setFailure({ error });
        },
      );
      return () => {
        mounted = false;
      };
    }, []);
    if (failure) throw failure.error;
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <DelayedSpinner fullScreen={options.fullScreen} />;
  }
  Screen.preload = () => {
    // a failed preload is retried by the first render, which shows the error boundary if it fails again
    once().catch(() => undefined);
  };
  Screen.load = () =>
    once().then(
      () => undefined,
      () => undefined,
    );
  return Screen;
}
