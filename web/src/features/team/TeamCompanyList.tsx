import { useState } from 'react';
import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { MESSAGES } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useMe } from '../../app/auth/MeContext';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { GET_COMPANIES } from '../directory/graphql/companies';
import { visibleCompanies } from '../directory/visibleCompanies';
import { TeamEntries } from './TeamEntries';
import { useTeamView } from './teamStore';

/**
 * The company list of super users and privileged users in the team menu (spec 3 §2): the server already
 * narrows it to the allow-list; inactive companies only with viewInactiveCompanies. Picking a company opens
 * its two entries, picking it again collapses them.
 */
export function TeamCompanyList() {
  const me = useMe();
  const view = useTeamView();
  const [open, setOpen] = useState<number | null>(view.companyID);
  const { data, isPending, isError } = useGraphQLQuery(GET_COMPANIES, {});
  if (isPending) return <DelayedSpinner />;
  if (isError) return <Text>{MESSAGES.listError}</Text>;
  const companies = visibleCompanies(data.companies ?? [], me.viewInactiveCompanies);
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
        Companies
      </Text>
      <ScrollArea.Autosize mah="60vh" type="auto">
        <nav aria-label="Team companies">
          {companies.map((company) => {
            const id = Number(company.id);
            const isOpen = open === id;
            return (
              <div key={company.id}>
                <NavLink
                  component="button"
                  type="button"
                  label={company.name ?? `Company ${company.id}`}
                  leftSection={<IconBuilding size={16} aria-hidden />}
                  aria-expanded={isOpen}
                  c={company.isActive ? undefined : 'dimmed'}
                  onClick={() => setOpen(isOpen ? null : id)}
                />
                {isOpen && (
                  <div style={{ paddingLeft: 12 }}>
                    <TeamEntries companyID={id} />
                  </div>
                )}
              </div>
            );
          })}
        </nav>
      </ScrollArea.Autosize>
    </Stack>
  );
}
