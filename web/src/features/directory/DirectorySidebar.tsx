import { Button, Divider, NavLink, Stack } from '@mantine/core';
import { IconBuilding, IconPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useCapabilities, useMe } from '../../app/auth/MeContext';
import { SHELL_TEXTS } from '../../app/texts';
import { CompanyList } from './CompanyList';
import { FolderTree } from './FolderTree';
import { SIDEBAR_LINKS } from './sidebarLinks';
import { directoryHrefOf } from './directoryAddress';
import { useDirectoryPlace } from './useDirectoryPlace';

export function DirectorySidebar() {
  const me = useMe();
  const caps = useCapabilities();
  const { pathname } = useLocation();
  const place = useDirectoryPlace();

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
        <Stack gap={2}>
          {/* the company is the directory's root: it shows every folder */}
          <NavLink
            component={Link}
            to={directoryHrefOf({ ...place, path: '' })}
            label={me.company?.name ?? SHELL_TEXTS.notAvailable}
            leftSection={<IconBuilding size={18} aria-hidden />}
            active={(pathname === '/directory' && place.path === '') || pathname === '/'}
          />
          <FolderTree companyID={null} />
        </Stack>
      )}
    </Stack>
  );
}
