import { ActionIcon, Menu } from '@mantine/core';
import { IconBook, IconExternalLink } from '@tabler/icons-react';
import { BRAND } from '../brand';
import { firstScreen } from '../state/firstScreen';

export function DocumentationMenu() {
  const target = (
    <ActionIcon variant="subtle" color="white" size="lg" aria-label="Documentation">
      <IconBook size={22} />
    </ActionIcon>
  );
  // the menu's popover machinery comes once the first screen is painted (firstScreen): the same button meanwhile
  const ready = firstScreen.useShown();
  if (!ready) return target;
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {BRAND.guides.map((guide) => (
          <Menu.Item
            key={guide.href}
            component="a"
            href={guide.href}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={14} aria-hidden />}
          >
            {guide.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
