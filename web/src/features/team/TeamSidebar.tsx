import { Divider, NavLink, Stack, Text } from '@mantine/core';
import { IconBuildingPlus, IconUserPlus, IconUsers, IconUsersGroup, IconUsersPlus } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCapabilities, useMe } from '../../app/auth/MeContext';
import { updateDirectoryView, useDirectoryView } from '../../app/state/directoryStore';
import { SHELL_TEXTS } from '../../app/texts';

export function TeamSidebar() {
  const me = useMe();
  const caps = useCapabilities();
  const { teamViewType } = useDirectoryView();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const show = (view: 'groups' | 'users') => {
    updateDirectoryView({ teamViewType: view });
    navigate('/team');
  };

  return (
    <Stack gap="sm" p="md">
      <Text fw={700}>{me.company?.name ?? SHELL_TEXTS.notAvailable}</Text>
      <nav aria-label="Team">
        <NavLink
          component="button"
          type="button"
          label="Permission Groups"
          leftSection={<IconUsersGroup size={18} aria-hidden />}
          active={pathname === '/team' && teamViewType === 'groups'}
          onClick={() => show('groups')}
        />
        <NavLink
          component="button"
          type="button"
          label="Team Members"
          leftSection={<IconUsers size={18} aria-hidden />}
          active={pathname === '/team' && teamViewType === 'users'}
          onClick={() => show('users')}
        />
      </nav>
      <Divider />
      <nav aria-label="Add to team">
        <NavLink
          component={Link}
          to="/addUser"
          label="Add User"
          leftSection={<IconUserPlus size={18} aria-hidden />}
          active={pathname === '/addUser'}
        />
        <NavLink
          component={Link}
          to="/addGroup"
          label="Add Group"
          leftSection={<IconUsersPlus size={18} aria-hidden />}
          active={pathname === '/addGroup'}
        />
        {caps.admin && (
          <NavLink
            component={Link}
            to="/addCompany"
            label="Add Company"
            leftSection={<IconBuildingPlus size={18} aria-hidden />}
            active={pathname === '/addCompany'}
          />
        )}
      </nav>
    </Stack>
  );
}
