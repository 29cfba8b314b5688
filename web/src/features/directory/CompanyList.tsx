import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { MESSAGES } from '@fieldwatch/domain';
import { useNavigate } from 'react-router';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useMe } from '../../app/auth/MeContext';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { updateDirectoryView, useDirectoryView } from '../../app/state/directoryStore';
import { GET_COMPANIES } from './graphql/companies';
import { visibleCompanies } from './visibleCompanies';

/** The company picker of super users and privileged users: choosing one opens its directory. */
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
          {companies.map((company) => (
            <NavLink
              key={company.id}
              component="button"
              type="button"
              label={company.name ?? `Company ${company.id}`}
              leftSection={<IconBuilding size={16} aria-hidden />}
              active={companyID === Number(company.id)}
              aria-current={companyID === Number(company.id) ? 'true' : undefined}
              c={company.isActive ? undefined : 'dimmed'}
              onClick={() => choose(Number(company.id))}
            />
          ))}
        </nav>
      </ScrollArea.Autosize>
    </Stack>
  );
}
