/** The six notification flags of the account page (spec 2 §3 "Current user"). */
export const NOTIFICATION_FLAGS = ['startup', 'shutdown', 'failure', 'slowdown', 'tardy', 'hibernating'] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];
export type NotificationSettings = Record<NotificationFlag, boolean>;

/** Only tardy is editable; the others are shown disabled as coming soon (spec 2 §5). */
export const EDITABLE_NOTIFICATION_FLAGS: readonly NotificationFlag[] = ['tardy'];

export const NOTIFICATION_LABELS: Record<NotificationFlag, string> = {
  startup: 'Startup',
  shutdown: 'Shutdown',
  failure: 'Failure',
  slowdown: 'Slowdown',
  tardy: 'Tardy',
  hibernating: 'Hibernating',
};

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  startup: false,
  shutdown: false,
  failure: false,
  slowdown: false,
  tardy: true,
  hibernating: false,
};

/**
 * Reads the JSON text of the flags. Unknown keys or non-boolean values make it invalid (null); missing flags
 * take the defaults, so a client may send only the flag it changes.
 */
export function parseNotificationSettings(text: string): Partial<NotificationSettings> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out: Partial<NotificationSettings> = {};
  for (const [key, flag] of Object.entries(value)) {
    if (!(NOTIFICATION_FLAGS as readonly string[]).includes(key) || typeof flag !== 'boolean') return null;
    out[key as NotificationFlag] = flag;
  }
  return out;
}
