import { NavLink } from '@mantine/core';
import { IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { TEAM_TEXTS } from './texts';
import { updateTeamView, useTeamView } from './teamStore';

/** The two entries of a company in the team menu (spec 3 §2): Permission Groups and Team Members. */
export function TeamEntries({ companyID }: { companyID: number }) {
  const view = useTeamView();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const show = (next: 'groups' | 'users') => {
    updateTeamView({ companyID, view: next });
    navigate('/team');
  };
  const active = (v: 'groups' | 'users') => pathname === '/team' && view.companyID === companyID && view.view === v;
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={TEAM_TEXTS.permissionGroups}
        leftSection={<IconUsersGroup size={18} aria-hidden />}
        active={active('groups')}
        onClick={() => show('groups')}
      />
      <NavLink
        component="button"
        type="button"
        label={TEAM_TEXTS.teamMembers}
        leftSection={<IconUsers size={18} aria-hidden />}
        active={active('users')}
        onClick={() => show('users')}
      />
    </>
  );
}
