import { Button, Divider, NavLink, Stack } from '@mantine/core';
import { IconBuilding, IconPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useCapabilities, useMe } from '../../app/auth/MeContext';
import { SHELL_TEXTS } from '../../app/texts';
import { CompanyList } from './CompanyList';
import { SIDEBAR_LINKS } from './sidebarLinks';

export function DirectorySidebar() {
  const me = useMe();
  const caps = useCapabilities();
  const { pathname } = useLocation();

  return (
    <Stack gap="sm" p="md">
      <Button component={Link} to="/addDevice" leftSection={<IconPlus size={18} aria-hidden />} fullWidth>
        Add Device
      </Button>
      <nav aria-label="Device lists">
        {SIDEBAR_LINKS.filter((link) => link.visible(caps)).map((link) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            leftSection={<link.icon size={18} aria-hidden />}
            active={pathname === link.to}
            aria-current={pathname === link.to ? 'page' : undefined}
          />
        ))}
      </nav>
      <Divider />
      {caps.companyPicker ? (
        <CompanyList />
      ) : (
        <NavLink
          component={Link}
          to="/directory"
          label={me.company?.name ?? SHELL_TEXTS.notAvailable}
          leftSection={<IconBuilding size={18} aria-hidden />}
          active={pathname === '/directory' || pathname === '/'}
        />
      )}
    </Stack>
  );
}
