import { lazyScreen } from '../routes/lazyScreen';

/** The signed-in shell (router, layout, menus): not needed to sign in, so the sign-in page does not load it. */
export const SignedInScreen = lazyScreen(() => import('./SignedInApp'), 'SignedInApp', { fullScreen: true });
