import { SPINNER_DELAY_MS } from '@fieldwatch/domain';
import { authStore } from './auth/authStore';
import { requestSessionData } from './auth/requestSessionData';
import { SignedInScreen } from './auth/signedInScreen';
import { TAG_ROUTE } from './routes/tagRoute';

// past this the app renders what it has, its delayed spinner included: a slow load shows the spinner at most this
// much later than without the wait (spec 1 §2)
const MAX_WAIT_MS = SPINNER_DELAY_MS;

/**
 * Resolves when the first render can show the sensor page whole: opened by its address with a stored session, the
 * app waits for the signed-in shell's and the page's code, the session check (Me) and the page's first data, all
 * already on their way (index.html's early requests), and renders once. Rendering at once instead drew the app
 * three times on the way there (a spinner, the shell waiting for Me, then the page), each a React render with its
 * style and layout work on a CPU the page load already keeps busy (the sensor page's target: first graph under 500 ms). The user
 * sees the same blank page meanwhile (the first render showed nothing either: its spinner waits SPINNER_DELAY_MS).
 * Other addresses render at once.
 */
export async function firstRenderReady(): Promise<void> {
  if (authStore.get() === null || !TAG_ROUTE.test(window.location.hash)) return;
  const code = SignedInScreen.load()
    // the shell's own module knows the routes: the page's code, already asked for by index.html's script
    .then(() => import('./routes/preloadRoute'))
    .then(
      (m) => m.preloadRoute(window.location.hash),
      () => undefined,
    );
  let timer = 0;
  await Promise.race([
    Promise.all([code, requestSessionData()]),
    new Promise<void>((resolve) => (timer = window.setTimeout(resolve, MAX_WAIT_MS))),
  ]);
  window.clearTimeout(timer);
}
