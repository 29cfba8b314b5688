import { useState } from 'react';
import { Alert, Avatar, Button, Checkbox, CloseButton, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { sortAndFilterGroups, TEXT_LIMITS } from '@fieldwatch/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { graphqlRequest, operationName } from '../../api/graphql';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { DELETE_GROUP, GROUPS_RE } from './graphql/teamGroups';
import { withToast } from './teamToasts';
import { TEAM_TEXTS } from './texts';
import { ListError } from '../../ui/listError/ListError';
import { ConfirmRemovalModal } from '../../ui/removal/ConfirmRemovalModal';
import { UNDO_REMOVAL } from '../../ui/removal/undoRemoval';

/** The groups list of the team directory (spec 3 §2 "Groups list", §4 "Team lists"). */
export function GroupsList({ companyID }: { companyID: number }) {
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useGraphQLQuery(GROUPS_RE, { companyID });
  if (isPending) return <DelayedSpinner />;
  if (isError) return <ListError onRetry={refetch} />;
  const groups = sortAndFilterGroups(data.groupsRe, search);

  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const deleteSelected = async () => {
    setAsking(false);
    const ids = [...selected].map(String);
    const refresh = () => queryClient.invalidateQueries({ queryKey: [operationName(GROUPS_RE)] });
    // one Undo puts back every group of this delete
    await withToast(TEAM_TEXTS.groupsDeleted, () => graphqlRequest(DELETE_GROUP, { groupID: ids }), {
      undo: () => graphqlRequest(UNDO_REMOVAL, { removal: 'DELETE_GROUP', groupIDs: ids }),
      onUndone: () => void refresh(),
    });
    setSelected(new Set());
    await refresh();
  };
  const selectedNames = groups.filter((g) => selected.has(g.id)).map((g) => g.name ?? TEAM_TEXTS.noName);

  return (
    <Stack gap="sm">
      <ConfirmRemovalModal
        opened={asking}
        title="Delete"
        question={TEAM_TEXTS.deleteGroupsQuestion(selectedNames)}
        consequence={TEAM_TEXTS.deleteGroupsConsequence}
        irreversible={false}
        confirmLabel="Delete"
        onConfirm={() => void deleteSelected()}
        onCancel={() => setAsking(false)}
      />
      <Group justify="space-between" wrap="nowrap">
        <TextInput
          aria-label="Search Groups"
          maxLength={TEXT_LIMITS.search}
          placeholder={TEAM_TEXTS.searchGroups}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search ? <CloseButton aria-label="Clear search" onClick={() => setSearch('')} /> : null}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          // shrinks on a phone so the Edit button beside it stays whole
          style={{ flex: '1 1 0', maxWidth: 320, minWidth: 0 }}
        />
        {editing ? (
          <Group gap="xs">
            <Button color="red" disabled={selected.size === 0} onClick={() => setAsking(true)}>
              Delete
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setEditing(false);
                setSelected(new Set());
              }}
            >
              Cancel
            </Button>
          </Group>
        ) : (
          <Button variant="light" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </Group>
      <Table highlightOnHover aria-label="Permission Groups">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Permission Group</Table.Th>
            <Table.Th>Devices In Group</Table.Th>
            <Table.Th>Users In Group</Table.Th>
            <Table.Th>Edit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((g) => (
            <Table.Tr key={g.id} style={{ cursor: 'pointer' }} onClick={() => (editing ? toggle(g.id) : navigate(`/team/group/${g.id}`))}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar size="sm" radius="xl" color="blue">
                    {(g.name ?? '').charAt(0).toUpperCase()}
                  </Avatar>
                  <Text size="sm" c={g.name === null ? 'dimmed' : undefined}>
                    {g.name ?? TEAM_TEXTS.noName}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>{g.numDevices}</Table.Td>
              <Table.Td>{g.numUsers}</Table.Td>
              <Table.Td onClick={(e) => e.stopPropagation()}>
                {editing ? (
                  <Checkbox aria-label={`Select ${g.name ?? g.id}`} checked={selected.has(g.id)} onChange={() => toggle(g.id)} />
                ) : (
                  <Button size="compact-xs" variant="subtle" onClick={() => navigate(`/team/group/${g.id}`)}>
                    Edit
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
        {TEAM_TEXTS.groupsHelp}
      </Alert>
    </Stack>
  );
}
