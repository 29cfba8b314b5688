import { MOBILE_BREAKPOINT } from '@fieldwatch/domain';
import { createPersistedStore, createStore, useStore } from './createStore';

export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/** The persisted menu flag (spec 1 §3): whether the desktop sidebar is shown. */
const menuStore = createPersistedStore<boolean>('fieldwatch.menuOpen', true, (raw) => (typeof raw === 'boolean' ? raw : null));

/**
 * On a phone the menu is an overlay covering the page, so it starts closed on every load and opening it
 * there does not hide the desktop sidebar next time.
 */
const mobileMenuStore = createStore<boolean>(false);

const isMobile = (): boolean => window.matchMedia(MOBILE_QUERY).matches;
const current = () => (isMobile() ? mobileMenuStore : menuStore);

export const toggleMenu = (): void => current().set((open) => !open);
export const openMenu = (): void => current().set(true);
export const closeMenu = (): void => current().set(false);
export const closeMobileMenu = (): void => mobileMenuStore.set(false);

export function useMenuOpen(mobile: boolean): boolean {
  const desktopOpen = useStore(menuStore);
  const mobileOpen = useStore(mobileMenuStore);
  return mobile ? mobileOpen : desktopOpen;
}
