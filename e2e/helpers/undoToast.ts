import type { Locator, Page } from 'playwright-core';

/**
 * Clicks Undo on a removal's toast and waits for the "Restored." toast that this undo brings (a toast left from an
 * earlier undo may still be showing, so the count of them is what is waited on). The undo's window is 10 seconds:
 * callers click it before any slower check of what the removal did.
 */
export async function undoFromToast(page: Page, toast: Locator): Promise<void> {
  const restored = page.locator('.mantine-Notification-root').filter({ hasText: /^Restored\.$/ });
  const before = await restored.count();
  await toast.getByRole('button', { name: 'Undo' }).click();
  await restored.nth(before).waitFor();
}
