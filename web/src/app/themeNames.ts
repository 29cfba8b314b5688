import { Alert, Drawer, Modal, Notification } from '@mantine/core';

/**
 * Mantine draws the close buttons of modals, drawers, toasts and alerts as a bare ×, without a name (axe: "buttons
 * must have discernible text"). 'Dismiss' rather than 'Close': many modals also have a visible 'Close' button, which
 * must stay the one a screen reader (and a test) finds by that name.
 */
const DISMISS = 'Dismiss';

export const namedCloseButtons = {
  Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': DISMISS } } }),
  Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': DISMISS } } }),
  Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': DISMISS } } }),
  Alert: Alert.extend({ defaultProps: { closeButtonLabel: DISMISS } }),
};
