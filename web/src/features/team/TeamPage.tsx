import { Text } from '@mantine/core';
import { ResponsiveTable } from '../../ui/responsiveTable/ResponsiveTable';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { GroupsList } from './GroupsList';
import { TEAM_TEXTS } from './texts';
import { useTeamView } from './teamStore';
import { UsersList } from './UsersList';
import { TeamGuard } from './TeamGuard';

/** The team directory body (spec 3 §2): the chosen company's groups or users, else 'No Team Selected'. */
function TeamPageBody() {
  const { companyID, view } = useTeamView();
  if (companyID === null || view === null) {
    return (
      <ScreenHeader title="Team">
        <Text c="dimmed">{TEAM_TEXTS.noTeamSelected}</Text>
      </ScreenHeader>
    );
  }
  return (
    <ScreenHeader title={view === 'groups' ? TEAM_TEXTS.permissionGroups : TEAM_TEXTS.teamMembers}>
      <ResponsiveTable>{view === 'groups' ? <GroupsList companyID={companyID} /> : <UsersList companyID={companyID} />}</ResponsiveTable>
    </ScreenHeader>
  );
}

export function TeamPage() {
  return (
    <TeamGuard>
      <TeamPageBody />
    </TeamGuard>
  );
}
