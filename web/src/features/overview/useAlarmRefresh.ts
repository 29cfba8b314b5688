import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { operationName, type Operation } from '../../api/graphql';
import { onDeviceUpdates, onStreamOpened } from '../../api/live/useDeviceUpdates';

/** Several tags of a device often change flag in one burst; one refetch covers them all. */
const BURST_MS = 500;

/**
 * Refetches the given queries when a live update changes an alarm flag (spec 1 §2: the landing counts and the
 * alarm boxes follow live alarm updates). Counts cannot be patched from a single flag change (a device counts
 * once however many of its tags alarm), so the server is asked again.
 */
export function useAlarmRefresh(ops: readonly Operation<unknown, never>[]): void {
  const client = useQueryClient();
  // A string, so a new array of the same operations does not resubscribe on every render.
  const names = ops.map((op) => operationName(op)).join('|');

  useEffect(() => {
    const wanted = new Set(names.split('|'));
    const refetch = () => void client.invalidateQueries({ predicate: (query) => wanted.has(String(query.queryKey[0])) });
    let timer: number | undefined;
    const unsubscribe = onDeviceUpdates((updates) => {
      if (timer !== undefined || !updates.some((u) => u.alarmFlag !== null)) return;
      timer = window.setTimeout(() => {
        timer = undefined;
        refetch();
      }, BURST_MS);
    });
    // a flag that changed after these queries read it and before the stream opened would otherwise wait for the interval
    const stopOpened = onStreamOpened(refetch);
    return () => {
      unsubscribe();
      stopOpened();
      window.clearTimeout(timer);
    };
  }, [client, names]);
}
