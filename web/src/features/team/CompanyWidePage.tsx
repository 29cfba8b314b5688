import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { CompanyTimeZone } from './CompanyTimeZone';
import { GroupsList } from './GroupsList';
import { TEAM_TEXTS } from './texts';
import { UsersList } from './UsersList';
import { TeamGuard } from './TeamGuard';

/** The company-wide team view (spec 3 route table; contents not shown there): the company's groups and users. */
function CompanyWidePageBody() {
  const { companyIDFromRoute } = useParams();
  const companyID = Number(companyIDFromRoute);
  if (!Number.isSafeInteger(companyID) || companyID <= 0) return <Text p="lg">{TEAM_TEXTS.error}</Text>;
  return (
    <ScreenHeader title="Company Team">
      <Stack gap="lg">
        <CompanyTimeZone companyID={companyID} />
        <Title order={2} size="h4">
          {TEAM_TEXTS.permissionGroups}
        </Title>
        <GroupsList companyID={companyID} />
        <Title order={2} size="h4">
          {TEAM_TEXTS.teamMembers}
        </Title>
        <UsersList companyID={companyID} />
      </Stack>
    </ScreenHeader>
  );
}

export function CompanyWidePage() {
  return (
    <TeamGuard>
      <CompanyWidePageBody />
    </TeamGuard>
  );
}
