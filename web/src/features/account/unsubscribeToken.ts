/**
 * The token of the e-mail's unsubscribe link, `#/unsubscribe?token=...` (server/src/alarms/alarmMessages.ts).
 * Read from the location itself, so the page works inside the signed-in router and, signed out, without it.
 */
export function unsubscribeToken(hash: string = window.location.hash): string | null {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  if (path !== '/unsubscribe') return null;
  return new URLSearchParams(query).get('token');
}
