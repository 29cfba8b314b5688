import { useState, type ReactNode } from 'react';
import { Card, Collapse, Group, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';

/** A card whose body opens from its title (the account page's API Keys, Notification Settings, Directory CSV). */
export function CollapsibleSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const Icon = open ? IconChevronDown : IconChevronRight;
  return (
    <Card withBorder padding="lg">
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        <Group gap="xs">
          <Icon size={18} aria-hidden />
          <Title order={2} size="h4">
            {title}
          </Title>
        </Group>
      </UnstyledButton>
      <Collapse expanded={open}>
        <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>{children}</div>
      </Collapse>
    </Card>
  );
}
