import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../../app/state/createStore';

const storageKey = (list: string) => `fieldwatch.hiddenColumns.${list}`;
const parse = (raw: unknown): string[] | null => (Array.isArray(raw) && raw.every((k) => typeof k === 'string') ? (raw as string[]) : null);

/**
 * The columns a list's viewer chose to hide (ColumnChooser), by key, kept per list in this browser's localStorage so
 * the list looks the same after a reload. Hidden ones are kept rather than shown ones, so a column added later shows.
 */
export function useHiddenColumns(list: string): [readonly string[], (hidden: readonly string[]) => void] {
  const [hidden, setHidden] = useState<readonly string[]>(() => readStorage(storageKey(list), parse) ?? []);
  const choose = useCallback(
    (next: readonly string[]) => {
      setHidden(next);
      writeStorage(storageKey(list), next.length > 0 ? next : null);
    },
    [list],
  );
  return [hidden, choose];
}
