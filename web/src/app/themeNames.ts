import type { MantineThemeComponents } from '@mantine/core';

/**
 * Mantine draws the close buttons of modals, drawers, toasts and alerts as a bare ×, without a name (axe: "buttons
 * must have discernible text"). 'Dismiss' rather than 'Close': many modals also have a visible 'Close' button, which
 * must stay the one a screen reader (and a test) finds by that name.
 *
 * Plain theme entries, not `Modal.extend(…)`: extend would import those components into the sign-in page's first
 * script (about 25 KB on the wire) only to return the same object.
 */
const DISMISS = 'Dismiss';

export const namedCloseButtons: MantineThemeComponents = {
  Modal: { defaultProps: { closeButtonProps: { 'aria-label': DISMISS } } },
  Drawer: { defaultProps: { closeButtonProps: { 'aria-label': DISMISS } } },
  Notification: { defaultProps: { closeButtonProps: { 'aria-label': DISMISS } } },
  Alert: { defaultProps: { closeButtonLabel: DISMISS } },
};
