import { ActionIcon, Menu } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { firstScreen } from '../state/firstScreen';

export interface ToolsMenuProps {
  /** Accessible name of the gear, e.g. 'Admin menu'. */
  label: string;
  links: readonly { label: string; to: string }[];
  active: boolean;
}

/** The admin or manager gear: a menu of tool screens. */
export function ToolsMenu({ label, links, active }: ToolsMenuProps) {
  const target = (
    <ActionIcon variant={active ? 'white' : 'subtle'} color={active ? 'dark' : 'white'} size="lg" aria-label={label}>
      <IconSettings size={22} />
    </ActionIcon>
  );
  // the menu's popover machinery comes once the first screen is painted (firstScreen): the same button meanwhile
  const ready = firstScreen.useShown();
  if (!ready) return target;
  return (
    <Menu position="bottom-start" shadow="md" width={220}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
