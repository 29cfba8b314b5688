import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { NetworkError } from './graphql';

/** Spec 1 §7: retry while offline, otherwise up to 3 attempts; 300 ms apart online, 10 s offline. */
const RETRY = { maxAttempts: 3, onlineDelayMs: 300, offlineDelayMs: 10_000 } as const;

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Only transport failures are retried; a GraphQL error would come back the same.
  if (!(error instanceof NetworkError)) return false;
  if (isOffline()) return true;
  // failureCount counts failures before this retry, starting at 0 after the first attempt.
  return failureCount + 1 < RETRY.maxAttempts;
}

function retryDelay(): number {
  return isOffline() ? RETRY.offlineDelayMs : RETRY.onlineDelayMs;
}

/**
 * A query whose last attempts could not reach the server (an outage: no answer, or 502-504) is asked again this often
 * for as long as it is on screen, so the screen recovers by itself when the server is back instead of staying on its
 * error text until a reload. 5 s is the retry-after the server sends with its 503s.
 */
const RECOVER_INTERVAL_MS = 5000;

const unreachable = (query: Query): boolean => query.state.status === 'error' && query.state.error instanceof NetworkError;

function recoverInterval(query: Query): number | false {
  return unreachable(query) ? RECOVER_INTERVAL_MS : false;
}

function logNetworkError(error: unknown): void {
  // GraphQL errors were already logged where they were received.
  if (error instanceof NetworkError) console.error(error);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: logNetworkError }),
  mutationCache: new MutationCache({ onError: logNetworkError }),
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      retryDelay,
      // 'always' so the request itself runs and retries while offline, as the spec asks, instead of pausing.
      networkMode: 'always',
      refetchInterval: recoverInterval,
      // data on screen is kept fresh by live updates and polling; a screen showing an outage's error asks again at once
      refetchOnWindowFocus: unreachable,
      refetchOnReconnect: unreachable,
      staleTime: 30_000,
    },
    mutations: {
      // A repeated sign-in mutation could send a second PIN; the user retries by hand.
      retry: false,
      networkMode: 'always',
    },
  },
});
