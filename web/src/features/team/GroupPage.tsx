import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { fullNameOf, sortAndFilterUsers, TEXT_LIMITS } from '@fieldwatch/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { graphqlRequest, operationName } from '../../api/graphql';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { UNDO_REMOVAL } from '../../ui/removal/undoRemoval';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { DELETE_GROUP, GET_GROUP, GROUPS_RE, UPDATE_GROUP, type GroupDetail, type GroupMemberDevice } from './graphql/teamGroups';
import { GET_USER } from './graphql/teamUsers';
import { MemberPanel, type Member } from './MemberPanel';
import { withToast } from './teamToasts';
import { TEAM_TEXTS } from './texts';
import { TeamGuard } from './TeamGuard';
import { usePageTitle } from '../../app/page/pageTitle';
import { ListError } from '../../ui/listError/ListError';

/** The group page (spec 3 §2, §4): name, devices and users panels, Edit Group, Delete Group, Save Changes. */
function GroupPageBody() {
  const { groupIDFromRoute } = useParams();
  const id = Number(groupIDFromRoute);
  const { data, isPending, isError, refetch } = useGraphQLQuery(GET_GROUP, { id }, { enabled: Number.isSafeInteger(id) });
  if (!Number.isSafeInteger(id)) return <Text p="lg">{TEAM_TEXTS.error}</Text>;
  if (isPending) return <DelayedSpinner />;
  if (isError) return <ListError onRetry={refetch} />;
  if (!data.group) return <Text p="lg">{TEAM_TEXTS.error}</Text>;
  return <GroupView key={data.group.id} group={data.group} />;
}

const deviceMember = (d: GroupMemberDevice): Member => ({
  id: d.id,
  label: d.name ?? `Device ${d.id}`,
  detail: `${d.id}${d.path ? ` · ${d.path}` : ''}`,
});
const idsOf = (items: readonly { id: number }[]) => new Set(items.map((i) => i.id));
const toggled = (set: ReadonlySet<number>, id: number) => (set.has(id) ? new Set([...set].filter((x) => x !== id)) : new Set([...set, id]));

function GroupView({ group }: { group: GroupDetail }) {
  const title = group.name ?? `Group ${group.id}`;
  usePageTitle(title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(group.name ?? '');
  const [users, setUsers] = useState<ReadonlySet<number>>(() => idsOf(group.users));
  const [devices, setDevices] = useState<ReadonlySet<number>>(() => idsOf(group.deviceInGroup));
  const [confirmDelete, setConfirmDelete] = useState(false);

  const reset = () => {
    setName(group.name ?? '');
    setUsers(idsOf(group.users));
    setDevices(idsOf(group.deviceInGroup));
    setEditing(false);
    setConfirmDelete(false);
  };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [operationName(GET_GROUP)] }),
      queryClient.invalidateQueries({ queryKey: [operationName(GROUPS_RE)] }),
      queryClient.invalidateQueries({ queryKey: [operationName(GET_USER)] }),
    ]);

  const save = async () => {
    const ok = await withToast(TEAM_TEXTS.updatedGroup, () =>
      graphqlRequest(UPDATE_GROUP, { groupID: group.id, name, users: [...users], devices: [...devices] }),
    );
    if (ok) {
      setEditing(false);
      await refresh();
    }
  };
  const remove = async () => {
    const groupID = [String(group.id)];
    const ok = await withToast(TEAM_TEXTS.groupsDeleted, () => graphqlRequest(DELETE_GROUP, { groupID }), {
      undo: () => graphqlRequest(UNDO_REMOVAL, { removal: 'DELETE_GROUP', groupIDs: groupID }),
      onUndone: () => void queryClient.invalidateQueries({ queryKey: [operationName(GROUPS_RE)] }),
    });
    if (ok) {
      await queryClient.invalidateQueries({ queryKey: [operationName(GROUPS_RE)] });
      navigate('/team');
    }
  };

  const userItems: Member[] = sortAndFilterUsers(editing ? group.usersInCompany : group.users, '').map((u) => ({
    id: u.id,
    label: fullNameOf(u) || `User ${u.id}`,
  }));
  const deviceItems: Member[] = (editing ? group.deviceInCompany : group.deviceInGroup).map(deviceMember);

  return (
    <ScreenHeader title={title}>
      <Stack gap="md">
        <TextInput
          label="Group Name"
          maxLength={TEXT_LIMITS.name}
          maw={420}
          value={name}
          readOnly={!editing}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        {group.company && (
          <Text size="sm" c="dimmed">
            {group.company.name}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <MemberPanel
            title="Devices"
            items={deviceItems}
            selected={devices}
            onToggle={(d) => setDevices((s) => toggled(s, d))}
            editing={editing}
          />
          <MemberPanel
            title="Users"
            items={userItems}
            selected={users}
            onToggle={(u) => setUsers((s) => toggled(s, u))}
            editing={editing}
          />
        </SimpleGrid>
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
          {TEAM_TEXTS.groupTip}
        </Alert>
        <Group>
          {editing ? (
            <>
              <Button onClick={() => void save()} disabled={name.trim() === ''}>
                Save Changes
              </Button>
              <Button variant="default" onClick={reset}>
                Cancel
              </Button>
            </>
          ) : (
            <Button onClick={() => setEditing(true)}>Edit Group</Button>
          )}
          <Button
            color="red"
            variant={confirmDelete ? 'filled' : 'light'}
            onClick={() => (confirmDelete ? void remove() : setConfirmDelete(true))}
          >
            {confirmDelete ? TEAM_TEXTS.confirmDeleteGroup : 'Delete Group'}
          </Button>
        </Group>
        {confirmDelete && (
          <Text size="sm" c="red" role="status">
            {TEAM_TEXTS.deleteGroupWhat(title, group.users.length, group.deviceInGroup.length)}
          </Text>
        )}
      </Stack>
    </ScreenHeader>
  );
}

export function GroupPage() {
  return (
    <TeamGuard>
      <GroupPageBody />
    </TeamGuard>
  );
}
