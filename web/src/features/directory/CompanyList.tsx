import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { MESSAGES } from '@fieldwatch/domain';
import { useNavigate } from 'react-router';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useMe } from '../../app/auth/MeContext';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { updateDirectoryView, useDirectoryView } from '../../app/state/directoryStore';
import { FolderTree } from './FolderTree';
import { GET_COMPANIES } from './graphql/companies';
import { visibleCompanies } from './visibleCompanies';

/**
 * The company tree of super users and privileged users: choosing a company opens its directory, and the chosen
 * company unfolds into its folder tree.
 */
export function CompanyList() {
  const me = useMe();
  const { companyID } = useDirectoryView();
  const navigate = useNavigate();
  const { data, isPending, isError } = useGraphQLQuery(GET_COMPANIES, {});

  if (isPending) return <DelayedSpinner />;
  if (isError) return <Text>{MESSAGES.listError}</Text>;

  const companies = visibleCompanies(data.companies ?? [], me.viewInactiveCompanies);
  const choose = (id: number) => {
    updateDirectoryView({ companyID: id, path: '' });
    navigate('/directory');
  };

  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
        Companies
      </Text>
      <ScrollArea.Autosize mah="60vh" type="auto">
        <nav aria-label="Companies">
          {companies.map((company) => {
            const chosen = companyID === Number(company.id);
            return (
              <div key={company.id}>
                <NavLink
                  component="button"
                  type="button"
                  label={company.name ?? `Company ${company.id}`}
                  leftSection={<IconBuilding size={16} aria-hidden />}
                  active={chosen}
                  aria-current={chosen ? 'true' : undefined}
                  c={company.isActive ? undefined : 'dimmed'}
                  onClick={() => choose(Number(company.id))}
                />
                {chosen && (
                  <div style={{ paddingLeft: 12 }}>
                    <FolderTree companyID={companyID} />
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
