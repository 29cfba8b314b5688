const nowSeconds = () => Math.floor(Date.now() / 1000);

// an early request counts for the page that mounts soon after it; later mounts open a window of their own
const CLAIM_SECONDS = 10;
const started = new Map<string, number>();

/**
 * The moment the sensor page's first window (the last 42 days) is measured from. The early request made while the
 * session is checked (app/routes/prefetchRouteData) and the page's own query must use the same moment, or they
 * would be two different queries and the page would wait for its own.
 */
export function initialWindowOpened(deviceID: number, tag: string, mark = false, at?: number): number {
  const key = `${deviceID}:${tag}`;
  // index.html's early request measured it already
  if (mark && at !== undefined) {
    started.set(key, at);
    return at;
  }
  const now = nowSeconds();
  const early = started.get(key);
  if (early !== undefined && now - early <= CLAIM_SECONDS) return early;
  if (mark) started.set(key, now);
  return now;
}
