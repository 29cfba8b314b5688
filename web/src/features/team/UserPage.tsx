import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatDateTime, formatPhone, userSavePayload, TEXT_LIMITS } from '@fieldwatch/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { graphqlRequest, operationName } from '../../api/graphql';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useCapabilities } from '../../app/auth/MeContext';
import { fullName } from '../../app/auth/fullName';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { PhoneInput } from '../../ui/PhoneInput';
import { UNDO_REMOVAL } from '../../ui/removal/undoRemoval';
import { offerUndo } from '../../ui/removal/undoToast';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { CompanySelect } from './CompanySelect';
import { COUNTRY_OPTIONS } from './countryOptions';
import { DELETE_USER, GET_USER, TEAM_USERS, UPDATE_USER, type UserDetail } from './graphql/teamUsers';
import { GROUPS_RE } from './graphql/teamGroups';
import { RoleButtons } from './RoleButtons';
import { TEAM_TEXTS } from './texts';
import { draftOf, type UserDraft } from './userDraft';
import { PhoneTypeSelect } from './PhoneTypeSelect';
import { UserGroupsPanel } from './UserGroupsPanel';
import { TeamGuard } from './TeamGuard';
import { usePageTitle } from '../../app/page/pageTitle';
import { ListError } from '../../ui/listError/ListError';

/** The user page (spec 3 §2, §4): view, edit, cancel, save, two-click delete. */
function UserPageBody() {
  const { userID } = useParams();
  const id = Number(userID);
  const { data, isPending, isError, refetch } = useGraphQLQuery(GET_USER, { id }, { enabled: Number.isSafeInteger(id) });
  if (!Number.isSafeInteger(id)) return <Text p="lg">{TEAM_TEXTS.error}</Text>;
  if (isPending) return <DelayedSpinner />;
  if (isError) return <ListError onRetry={refetch} />;
  if (!data.user) return <Text p="lg">{TEAM_TEXTS.error}</Text>;
  return <UserView key={data.user.id} user={data.user} />;
}

function UserView({ user }: { user: UserDetail }) {
  const title = fullName(user) || `User ${user.id}`;
  usePageTitle(title);
  const caps = useCapabilities();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<UserDraft>(() => draftOf(user));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<UserDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [operationName(GET_USER)] }),
      queryClient.invalidateQueries({ queryKey: [operationName(TEAM_USERS)] }),
      queryClient.invalidateQueries({ queryKey: [operationName(GROUPS_RE)] }),
    ]);

  const save = useMutation({
    mutationFn: () =>
      graphqlRequest(UPDATE_USER, {
        userID: user.id,
        firstName: draft.firstName,
        lastName: draft.lastName,
        email: draft.email,
        phoneNumber: draft.phoneNumber,
        countryCode: draft.countryCode,
        phoneType: draft.phoneType,
        activeGroups: [...draft.groups],
        ...userSavePayload(draft.role, user.permissions, caps.assignAnyRole ? draft.companyID : 0),
      }),
    onSuccess: async () => {
      setEditing(false);
      await refresh();
    },
    onError: (e) => setError(e instanceof Error ? e.message : TEAM_TEXTS.somethingWentWrong),
  });

  const remove = useMutation({
    mutationFn: () => graphqlRequest(DELETE_USER, { userID: user.id }),
    onSuccess: async () => {
      offerUndo({
        message: TEAM_TEXTS.userDeleted(title),
        undo: () => graphqlRequest(UNDO_REMOVAL, { removal: 'DELETE_USER', userID: user.id }),
        onUndone: () => void refresh(),
      });
      await refresh();
      navigate('/team');
    },
    onError: (e) => setError(e instanceof Error ? e.message : TEAM_TEXTS.somethingWentWrong),
  });

  const cancel = () => {
    setDraft(draftOf(user));
    setEditing(false);
    setConfirmDelete(false);
    setError(null);
  };

  const toggleGroup = (groupId: number) =>
    set({
      groups: draft.groups.has(groupId) ? new Set([...draft.groups].filter((g) => g !== groupId)) : new Set([...draft.groups, groupId]),
    });

  return (
    <ScreenHeader title={title}>
      <Stack maw={760} gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First Name"
            maxLength={TEXT_LIMITS.firstName}
            value={draft.firstName}
            readOnly={!editing}
            onChange={(e) => set({ firstName: e.currentTarget.value })}
          />
          <TextInput
            label="Last Name"
            maxLength={TEXT_LIMITS.lastName}
            value={draft.lastName}
            readOnly={!editing}
            onChange={(e) => set({ lastName: e.currentTarget.value })}
          />
          {editing ? (
            <PhoneInput label="Phone" value={draft.phoneNumber} onChange={(v) => set({ phoneNumber: v })} />
          ) : (
            <TextInput label="Phone" value={formatPhone(draft.phoneNumber)} readOnly />
          )}
          <Select
            label="Country Code"
            data={COUNTRY_OPTIONS}
            value={draft.countryCode}
            readOnly={!editing}
            allowDeselect={false}
            onChange={(v) => set({ countryCode: v ?? draft.countryCode })}
          />
          <PhoneTypeSelect value={draft.phoneType} readOnly={!editing} onChange={(phoneType) => set({ phoneType })} />
          <TextInput
            label="Email"
            maxLength={TEXT_LIMITS.email}
            value={draft.email}
            readOnly={!editing}
            onChange={(e) => set({ email: e.currentTarget.value })}
          />
          {caps.assignAnyRole ? (
            <CompanySelect value={draft.companyID} onChange={(companyID) => set({ companyID, groups: new Set() })} disabled={!editing} />
          ) : (
            <TextInput label="Company" value={user.company?.name ?? ''} readOnly />
          )}
        </SimpleGrid>
        <RoleButtons value={draft.role} onChange={(role) => set({ role })} editing={editing} />
        <UserGroupsPanel companyID={draft.companyID || null} selected={draft.groups} onToggle={toggleGroup} editing={editing} />
        <Text size="sm">
          <b>Last Active:</b> {user.latestActivity ? formatDateTime(user.latestActivity) : TEAM_TEXTS.never}
        </Text>
        {caps.admin && (
          <Paper withBorder p="md" aria-label="Super user details">
            <Text size="sm">User ID: {user.id}</Text>
            <Text size="sm">Privileged: {user.isPrivileged ? 'Yes' : 'No'}</Text>
            <Text size="sm">View Inactive Companies: {user.viewInactiveCompanies ? 'Yes' : 'No'}</Text>
            <Text size="sm">Subscribed to e-mails: {user.subscription ? 'Yes' : 'No'}</Text>
          </Paper>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group>
          {editing ? (
            <>
              <Button
                onClick={() => {
                  setError(null);
                  save.mutate();
                }}
                loading={save.isPending}
                disabled={`${draft.firstName}${draft.lastName}`.trim() === ''}
              >
                Save
              </Button>
              <Button variant="default" onClick={cancel}>
                Cancel
              </Button>
            </>
          ) : (
            <Button onClick={() => setEditing(true)}>Edit</Button>
          )}
          <Button
            color="red"
            variant={confirmDelete ? 'filled' : 'light'}
            loading={remove.isPending}
            onClick={() => (confirmDelete ? remove.mutate() : setConfirmDelete(true))}
          >
            {confirmDelete ? TEAM_TEXTS.confirmDeleteUser : 'Delete'}
          </Button>
        </Group>
        {confirmDelete && (
          <Text size="sm" c="red" role="status">
            {TEAM_TEXTS.deleteUserWhat(title)}
          </Text>
        )}
      </Stack>
    </ScreenHeader>
  );
}

export function UserPage() {
  return (
    <TeamGuard>
      <UserPageBody />
    </TeamGuard>
  );
}
