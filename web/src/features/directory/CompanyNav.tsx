import type { ReactNode } from 'react';
import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { MESSAGES } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useMe } from '../../app/auth/MeContext';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { GET_COMPANIES } from './graphql/companies';
import { visibleCompanies } from './visibleCompanies';

interface CompanyNavProps {
  /** The nav's accessible name. */
  label: string;
  /** The company that is unfolded, if any. */
  openID: number | null;
  /** Marks the open company as the current one (the directory's chosen company). */
  markCurrent?: boolean;
  onPick: (companyID: number) => void;
  /** What an unfolded company shows under its name. */
  children: (companyID: number) => ReactNode;
}

/**
 * The company list of super users and privileged users (the directory's and the team menu's): the server already
 * narrows it to the allow-list; inactive companies only with viewInactiveCompanies, dimmed.
 */
export function CompanyNav({ label, openID, markCurrent = false, onPick, children }: CompanyNavProps) {
  const me = useMe();
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
        <nav aria-label={label}>
          {companies.map((company) => {
            const id = Number(company.id);
            const isOpen = openID === id;
            return (
              <div key={company.id}>
                <NavLink
                  component="button"
                  type="button"
                  label={company.name ?? `Company ${company.id}`}
                  leftSection={<IconBuilding size={16} aria-hidden />}
                  {...(markCurrent ? { active: isOpen, 'aria-current': isOpen ? 'true' : undefined } : { 'aria-expanded': isOpen })}
                  c={company.isActive ? undefined : 'dimmed'}
                  onClick={() => onPick(id)}
                />
                {isOpen && <div style={{ paddingLeft: 12 }}>{children(id)}</div>}
              </div>
            );
          })}
        </nav>
      </ScrollArea.Autosize>
    </Stack>
  );
}
