import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { TagTab } from './tagTabs';

const DEFAULT_TAB = 'graph';

/**
 * The sensor page's tab lives in the address (`?tab=table`) beside the graph's window, so a reload or a shared link
 * opens the same tab and the browser's Back returns to the tab before. The Graph tab is the address without `tab`, so
 * links from before keep opening it; a tab this sensor does not have (a report of another kind) opens the Graph too.
 */
export function useTagTab(tabs: readonly TagTab[] | null): [string, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  // until the page's data names its tabs, the address's tab is taken at its word (the tabs are not shown yet)
  const tab = asked !== null && (tabs === null || tabs.some((t) => t.value === asked)) ? asked : DEFAULT_TAB;
  const setTab = useCallback(
    (next: string) =>
      setParams((p) => {
        const copy = new URLSearchParams(p);
        if (next === DEFAULT_TAB) copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      }),
    [setParams],
  );
  return [tab, setTab];
}
