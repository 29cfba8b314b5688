import type { Transport } from '../transport';

/**
 * A generic HTTP SMS adapter: POST {to, body} as JSON to SMS_URL with an optional bearer SMS_TOKEN. Providers
 * with another shape sit behind a small relay; the outbox only needs a 2xx for "sent".
 */
export function smsHttpTransport(url: string, token: string | null): Transport {
  return {
    name: 'sms-http',
    async send(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: m.recipient, body: m.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}
