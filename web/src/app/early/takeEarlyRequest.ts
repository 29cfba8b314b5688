import type { EarlyRequest, EarlyRequests } from './earlyTypes';

/**
 * Hands the app, once, a request index.html sent early (sendEarlyRequests), if it was sent for the same session;
 * a later ask (a refetch, another session after sign-out) gets null and sends its own.
 */
export function takeEarlyRequest(kind: keyof EarlyRequests, user: { token: string; loginAsUserID: string | null }): EarlyRequest | null {
  const early = (window as unknown as { __fieldwatchEarly?: EarlyRequests }).__fieldwatchEarly;
  const request = early?.[kind];
  if (!early || !request) return null;
  delete early[kind];
  return request.token === user.token && request.loginAs === user.loginAsUserID ? request : null;
}
