import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconDeviceMobile, IconUser } from '@tabler/icons-react';
import type { SearchItem } from './searchItems';
import classes from './search.module.css';

export interface SearchResultItemProps {
  item: SearchItem;
  id: string;
  selected: boolean;
  onChoose: (item: SearchItem) => void;
  onHover: () => void;
}

export function SearchResultItem({ item, id, selected, onChoose, onHover }: SearchResultItemProps) {
  const Icon = item.kind === 'device' ? IconDeviceMobile : IconUser;
  return (
    <UnstyledButton
      id={id}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      className={classes.item}
      data-selected={selected || undefined}
      // mousedown would move focus away from the input; the input keeps it so typing can go on
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(item)}
      onMouseMove={onHover}
    >
      <Group gap="sm" wrap="nowrap">
        <Icon size={18} aria-hidden />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {item.title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {item.detail}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}
