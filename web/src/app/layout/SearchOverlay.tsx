import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Modal, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { SHELL_TEXTS } from '../texts';
import { loadSearchResults } from './searchResultsChunk';
import { TEXT_LIMITS } from '@fieldwatch/domain';

export interface SearchOverlayProps {
  opened: boolean;
  onClose: () => void;
}

const SearchResults = lazy(async () => ({ default: (await loadSearchResults()).SearchResults }));

type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;

/**
 * The global search (spec 1 §2). The input lives here, so typing works at once even on the first opening;
 * its arrow and Enter keys go to the results through `keyHandler`. Escape is handled by the layout, which
 * toggles the overlay both ways, and mounts it at its first opening.
 */
export function SearchOverlay({ opened, onClose }: SearchOverlayProps) {
  const [query, setQuery] = useState('');
  const [activeOption, setActiveOption] = useState<string | undefined>();
  const keyHandler = useRef<KeyHandler | null>(null);
  const navigate = useNavigate();
  const listId = useId();

  const go = (to: string) => {
    navigate(to);
    setQuery('');
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} closeOnEscape={false} title="Search" size="lg" yOffset="10vh" data-search-overlay>
      <TextInput
        aria-label="Search query"
        maxLength={TEXT_LIMITS.search}
        placeholder="Device name, directory or ID"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={(event) => keyHandler.current?.(event)}
        role="combobox"
        aria-expanded={query.trim() !== ''}
        aria-controls={listId}
        aria-activedescendant={activeOption}
        autoComplete="off"
        data-autofocus
      />
      <Suspense
        fallback={
          <Text size="sm" c="dimmed" mt="md">
            {query.trim() === '' ? SHELL_TEXTS.searchHint : 'Searching...'}
          </Text>
        }
      >
        <SearchResults query={query} keyHandler={keyHandler} listId={listId} onActiveOption={setActiveOption} onNavigate={go} />
      </Suspense>
    </Modal>
  );
}
