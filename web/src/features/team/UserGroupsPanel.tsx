import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { sortAndFilterGroups } from '@fieldwatch/domain';
import { Link } from 'react-router';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { GROUPS_RE } from './graphql/teamGroups';
import { TEAM_TEXTS } from './texts';

interface Props {
  companyID: number | null;
  selected: ReadonlySet<number>;
  onToggle: (groupId: number) => void;
  editing: boolean;
}

/** The user's groups (spec 3 user page): their names in view mode, every group of the company to tick in edit mode. */
export function UserGroupsPanel({ companyID, selected, onToggle, editing }: Props) {
  const { data } = useGraphQLQuery(GROUPS_RE, { companyID: companyID ?? 0 }, { enabled: companyID !== null });
  const groups = sortAndFilterGroups(data?.groupsRe ?? [], '');
  const shown = editing ? groups : groups.filter((g) => selected.has(g.id));
  return (
    <Paper withBorder p="md" aria-label="Groups">
      <Title order={3} size="h5" mb="xs">
        Groups
      </Title>
      <Stack gap={6}>
        {shown.length === 0 && (
          <Text c="dimmed" size="sm">
            No groups
          </Text>
        )}
        {shown.map((g) =>
          editing ? (
            <Checkbox key={g.id} label={g.name ?? TEAM_TEXTS.noName} checked={selected.has(g.id)} onChange={() => onToggle(g.id)} />
          ) : (
            <Text key={g.id} size="sm" component={Link} to={`/team/group/${g.id}`}>
              {g.name ?? TEAM_TEXTS.noName}
            </Text>
          ),
        )}
      </Stack>
    </Paper>
  );
}
