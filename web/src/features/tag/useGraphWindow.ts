import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { graphWindowParam, parseGraphRange, parseGraphWindow, type GraphRangeKey } from '@fieldwatch/domain';

export interface GraphWindowState {
  /** The chosen range button (spec 2 §2.2, §9); 'all' unless the address names another. */
  range: GraphRangeKey;
  /** The zoomed window (epoch seconds), or null: the chosen range is shown. */
  zoom: [number, number] | null;
  setRange: (r: GraphRangeKey) => void;
  setZoom: (w: [number, number]) => void;
  resetZoom: () => void;
}

/**
 * The sensor graph's window lives in the page's address (`?range=1w`, `?from=…&to=…`): a zoomed graph can be shared
 * and survives a reload. Each zoom is a history entry of its own, so the browser's Back leaves it; a range button
 * replaces the entry (it was never a place of its own before zooming existed).
 */
export function useGraphWindow(): GraphWindowState {
  const [params, setParams] = useSearchParams();
  const range = parseGraphRange(params.get('range')) ?? 'all';
  const zoom = parseGraphWindow(params.get('from'), params.get('to'));
  const setRange = useCallback(
    (r: GraphRangeKey) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.delete('from');
          next.delete('to');
          if (r === 'all') next.delete('range');
          else next.set('range', r);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setZoom = useCallback(
    (w: [number, number]) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.set('from', graphWindowParam(w[0]));
        next.set('to', graphWindowParam(w[1]));
        return next;
      }),
    [setParams],
  );
  const resetZoom = useCallback(
    () =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        next.delete('from');
        next.delete('to');
        return next;
      }),
    [setParams],
  );
  return { range, zoom, setRange, setZoom, resetZoom };
}
