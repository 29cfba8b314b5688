import { Divider, NavLink, Stack, Text } from '@mantine/core';
import { IconBuildingPlus, IconUserPlus, IconUsersPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useCapabilities, useMe } from '../../app/auth/MeContext';
import { SHELL_TEXTS } from '../../app/texts';
import { TeamCompanyList } from './TeamCompanyList';
import { TeamEntries } from './TeamEntries';

/** The team menu (spec 3 §2): the own company's two entries, or the company list for those who may pick one. */
export function TeamSidebar() {
  const me = useMe();
  const caps = useCapabilities();
  const { pathname } = useLocation();

  return (
    <Stack gap="sm" p="md">
      {caps.companyPicker ? (
        <TeamCompanyList />
      ) : (
        <>
          <Text fw={700}>{me.company?.name ?? SHELL_TEXTS.notAvailable}</Text>
          {me.company && (
            <nav aria-label="Team">
              <TeamEntries companyID={Number(me.company.id)} />
            </nav>
          )}
        </>
      )}
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
