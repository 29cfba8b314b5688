import type { AckLinkAnswer } from '@fieldwatch/domain';
/**
 * The acknowledgement link's REST calls (server/src/alarms/ackByMessage/ackLinkRoutes.ts). The code in the link is
 * the credential, so no session is sent: the page works signed out, from a mail client or a phone's text.
 */
export type { AckLinkAnswer };

async function call(method: 'GET' | 'POST', code: string): Promise<AckLinkAnswer> {
  const res = await fetch(`/api/alarm-ack/${encodeURIComponent(code)}`, { method, credentials: 'omit' });
  // every outcome, refusals included, is a JSON answer with its sentence; anything else (429, 503) is not
  const body: unknown = await res.json().catch(() => null);
  if (body && typeof body === 'object' && 'outcome' in body && 'message' in body) return body as AckLinkAnswer;
  throw new Error(`the server answered ${res.status}`);
}

/** What the page shows; following the link never acknowledges. */
export const readAckLink = (code: string) => call('GET', code);

/** The Acknowledge button. */
export const confirmAckLink = (code: string) => call('POST', code);

/** The code of the page's address, `#/acknowledge?code=...` (the server's `/a/<code>` sends the browser there). */
export function ackCodeOf(hash: string = window.location.hash): string | null {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  if (path !== '/acknowledge') return null;
  return new URLSearchParams(query).get('code');
}
