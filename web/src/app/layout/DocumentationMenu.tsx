import { ActionIcon, Menu } from '@mantine/core';
import { IconBook, IconExternalLink } from '@tabler/icons-react';
import { BRAND } from '../brand';

export function DocumentationMenu() {
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="white" size="lg" aria-label="Documentation">
          <IconBook size={22} />
        </ActionIcon>
      </Menu.Target>
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
