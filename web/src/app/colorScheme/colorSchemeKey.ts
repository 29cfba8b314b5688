/**
 * Where the Account page's Light / Dark / System choice is kept (localStorage, this browser only: a control room's
 * screen and a phone in the field want different schemes for the same user, and the choice must be known before the
 * first paint, long before any answer from the server). Also read by index.html's early script (colorSchemePlugin).
 */
export const COLOR_SCHEME_STORAGE_KEY = 'fieldwatch.colorScheme';
