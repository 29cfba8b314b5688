import { useState } from 'react';
import { Modal, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SHELL_TEXTS } from '../texts';

export interface SearchOverlayProps {
  opened: boolean;
  onClose: () => void;
}

/** Escape is handled by the layout, which toggles the overlay both ways (spec 1 §2 "Global search"). */
export function SearchOverlay({ opened, onClose }: SearchOverlayProps) {
  const [query, setQuery] = useState('');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnEscape={false}
      title="Search"
      size="lg"
      yOffset="10vh"
      data-search-overlay
    >
      <TextInput
        aria-label="Search query"
        placeholder="Device name, directory or ID"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        data-autofocus
      />
      {query.trim() === '' && (
        <Text size="sm" c="dimmed" mt="md">
          {SHELL_TEXTS.searchHint}
        </Text>
      )}
    </Modal>
  );
}
