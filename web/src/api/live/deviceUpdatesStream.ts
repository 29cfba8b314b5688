import { GRAPHQL_ENDPOINT, operationName } from '../graphql';
import { DEVICE_UPDATES_SUBSCRIPTION, type DeviceUpdate } from './deviceUpdate';
import { createSseParser } from './sseParser';

export interface StreamOptions {
  signal: AbortSignal;
  /** The session headers for the next connection; null when signed out (the stream stops). */
  headers: () => Record<string, string> | null;
  onUpdates: (updates: DeviceUpdate[]) => void;
  /** Called when the first connection opens: updates before it were not delivered. */
  onFirstOpen: () => void;
  /** Called when a connection opens again after a break: updates in between were missed. */
  onReconnect: () => void;
}

const BACKOFF = { firstMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 } as const;

class Unauthenticated extends Error {}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

interface Payload {
  data?: { deviceUpdates?: DeviceUpdate[] } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function readOnce(options: StreamOptions, headers: Record<string, string>, onOpen: () => void): Promise<void> {
  // fetch, not EventSource: EventSource cannot send the authorization and login-as headers
  const response = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    body: JSON.stringify({
      operationName: operationName(DEVICE_UPDATES_SUBSCRIPTION),
      query: String(DEVICE_UPDATES_SUBSCRIPTION),
      variables: {},
    }),
    signal: options.signal,
  });
  if (response.status === 401) throw new Unauthenticated();
  if (!response.ok || response.body === null) throw new Error(`deviceUpdates: HTTP ${response.status}`);
  onOpen();
  const parser = createSseParser(({ event, data }) => {
    if (event === 'complete' || data === '') return;
    const payload = JSON.parse(data) as Payload;
    if (payload.errors?.length) {
      if (payload.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) throw new Unauthenticated();
      console.error('deviceUpdates errors:', payload.errors);
    }
    const updates = payload.data?.deviceUpdates;
    if (updates && updates.length > 0) options.onUpdates(updates);
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.push(value);
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Keeps one deviceUpdates subscription open until the signal aborts: reconnects with exponential backoff
 * (1 s doubling to 30 s, with jitter so a restarted server is not hit by every browser at once) and stops
 * for good when the session is not accepted (the app's own requests then sign the user out).
 */
export async function runDeviceUpdates(options: StreamOptions): Promise<void> {
  let failures = 0;
  let connectedBefore = false;
  while (!options.signal.aborted) {
    const headers = options.headers();
    if (headers === null) return;
    const started = Date.now();
    try {
      await readOnce(options, headers, () => {
        if (connectedBefore) options.onReconnect();
        else options.onFirstOpen();
        connectedBefore = true;
      });
    } catch (err) {
      if (options.signal.aborted) return;
      if (err instanceof Unauthenticated) return;
      console.error(err);
    }
    if (options.signal.aborted) return;
    // a connection that stayed up a while was healthy: start the backoff over
    if (Date.now() - started > BACKOFF.resetAfterMs) failures = 0;
    const delay = Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** failures);
    failures += 1;
    await sleep(delay * (0.5 + Math.random() / 2), options.signal);
  }
}
