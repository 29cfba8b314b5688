import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { Stack, Text } from '@mantine/core';
import { MESSAGES, moveSelection } from '@fieldwatch/domain';
import { searchItems, type SearchItem } from './searchItems';
import { SearchResultItem } from './SearchResultItem';
import { useSearch } from './useSearch';

export interface SearchResultsProps {
  query: string;
  /** The overlay's input hands its arrow and Enter keys here; set while this component is mounted. */
  keyHandler: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>;
  /** Id of the listbox, for the input's aria-controls, and prefix of the option ids. */
  listId: string;
  onActiveOption: (id: string | undefined) => void;
  onNavigate: (to: string) => void;
}

/**
 * The results of the global search (spec 1 §2). Loaded lazily by the overlay, which lives in the signed-in
 * shell, so the sign-in page does not carry it.
 */
export function SearchResults({ query, keyHandler, listId, onActiveOption, onNavigate }: SearchResultsProps) {
  const search = useSearch(query);
  const items = searchItems(search.devices, search.users, search.settled);
  // The first result starts highlighted, so Enter opens the best match; typing something else resets it. Results
  // arriving for the same words (the user list after the devices, a refresh) keep where the arrows moved it.
  const typed = query.trim();
  const [selection, setSelection] = useState({ typed: '', index: 0 });
  // Enter pressed before the results for what is typed arrived: open the first of them when they do.
  const [pendingEnter, setPendingEnter] = useState<string | null>(null);
  const selected = selection.typed === typed ? Math.min(selection.index, items.length - 1) : 0;
  const optionId = (i: number) => `${listId}-${i}`;

  useEffect(() => {
    onActiveOption(items.length > 0 && selected >= 0 ? optionId(selected) : undefined);
  });

  useEffect(() => {
    if (pendingEnter === null || !search.fresh) return;
    setPendingEnter(null);
    const first = items[0];
    if (pendingEnter === search.settled && first) onNavigate(first.to);
  });

  useEffect(() => {
    keyHandler.current = (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const index = moveSelection(selected, items.length, event.key === 'ArrowDown' ? 1 : -1);
        setSelection({ typed, index });
      } else if (event.key === 'Enter') {
        event.preventDefault();
        const item = items[selected];
        if (!search.fresh) setPendingEnter(query.trim());
        else if (item) onNavigate(item.to);
      }
    };
    return () => {
      keyHandler.current = null;
    };
  });

  if (query.trim() === '') {
    return (
      <Text size="sm" c="dimmed" mt="md">
        {MESSAGES.searchHint}
      </Text>
    );
  }
  if (items.length === 0) {
    const text = search.failed ? MESSAGES.listError : search.loading || search.settled !== query.trim() ? 'Searching...' : 'No results';
    return (
      <Text size="sm" c="dimmed" mt="md" aria-live="polite">
        {text}
      </Text>
    );
  }
  const choose = (item: SearchItem) => onNavigate(item.to);
  return (
    <Stack gap={2} mt="sm" role="listbox" id={listId} aria-label="Search results">
      {items.map((item, i) => (
        <SearchResultItem
          key={item.key}
          id={optionId(i)}
          item={item}
          selected={i === selected}
          onChoose={choose}
          onHover={() => {
            if (i !== selected) setSelection({ typed, index: i });
          }}
        />
      ))}
    </Stack>
  );
}
