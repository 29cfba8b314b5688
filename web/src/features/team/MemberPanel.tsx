import { useState } from 'react';
import { Checkbox, CloseButton, Group, Paper, ScrollArea, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { TEAM_TEXTS } from './texts';
import { TEXT_LIMITS } from '@fieldwatch/domain';

export interface Member {
  id: number;
  label: string;
  detail?: string;
}

interface Props {
  title: string;
  /** In view mode the members, in edit mode every candidate. */
  items: readonly Member[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  editing: boolean;
}

/**
 * A devices or users panel of the group page (spec 3 §2): a search box and 'Sort Active', which puts the
 * members first; in edit mode a checkbox per candidate.
 */
export function MemberPanel({ title, items, selected, onToggle, editing }: Props) {
  const [search, setSearch] = useState('');
  const [sortActive, setSortActive] = useState(false);
  const q = search.trim().toLowerCase();
  let shown = items.filter(
    (m) => q === '' || m.label.toLowerCase().includes(q) || String(m.id).includes(q) || (m.detail ?? '').toLowerCase().includes(q),
  );
  if (sortActive) shown = [...shown].sort((a, b) => Number(selected.has(b.id)) - Number(selected.has(a.id)));
  return (
    <Paper withBorder p="md" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Switch label={TEAM_TEXTS.sortActive} checked={sortActive} onChange={(e) => setSortActive(e.currentTarget.checked)} size="xs" />
        </Group>
        <TextInput
          aria-label={`Search ${title}`}
          maxLength={TEXT_LIMITS.search}
          placeholder={`Search ${title}...`}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search ? <CloseButton aria-label="Clear search" onClick={() => setSearch('')} /> : null}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {/* a list of plain names scrolls by keyboard only when its viewport can take focus */}
        <ScrollArea.Autosize mah={360} type="auto" viewportProps={{ tabIndex: 0 }}>
          <Stack gap={6}>
            {shown.length === 0 && (
              <Text c="dimmed" size="sm">
                None
              </Text>
            )}
            {shown.map((m) =>
              editing ? (
                <Checkbox key={m.id} label={m.label} description={m.detail} checked={selected.has(m.id)} onChange={() => onToggle(m.id)} />
              ) : (
                <div key={m.id}>
                  <Text size="sm">{m.label}</Text>
                  {m.detail && (
                    <Text size="xs" c="dimmed">
                      {m.detail}
                    </Text>
                  )}
                </div>
              ),
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}
