import { useState } from 'react';
import { Avatar, Button, CloseButton, Group, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconSearch, IconStarFilled } from '@tabler/icons-react';
import { fullNameOf, initialsOf, roleStars, sortAndFilterUsers, TEXT_LIMITS } from '@fieldwatch/domain';
import { useNavigate } from 'react-router';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useCapabilities } from '../../app/auth/MeContext';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { TEAM_USERS } from './graphql/teamUsers';
import { TEAM_TEXTS } from './texts';
import { ListError } from '../../ui/listError/ListError';

const Star = ({ on, label }: { on: boolean; label: string }) =>
  on ? <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-label={label} role="img" /> : null;

/** The column explanations open on keyboard focus too (the header is a Tab stop), not only under the pointer. */
const TIP_EVENTS = { hover: true, focus: true, touch: true };

/** The users list of the team directory (spec 3 §2 "Users list"). */
export function UsersList({ companyID }: { companyID: number }) {
  const [search, setSearch] = useState('');
  const caps = useCapabilities();
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useGraphQLQuery(TEAM_USERS, { companyID });
  if (isPending) return <DelayedSpinner />;
  if (isError) return <ListError onRetry={refetch} />;
  const users = sortAndFilterUsers(data.usersRe, search);

  return (
    <Stack gap="sm">
      <TextInput
        aria-label="Search Users"
        maxLength={TEXT_LIMITS.search}
        placeholder={TEAM_TEXTS.searchUsers}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search ? <CloseButton aria-label="Clear search" onClick={() => setSearch('')} /> : null}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={320}
      />
      <Table highlightOnHover aria-label="Team Members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User Name</Table.Th>
            {caps.admin && <Table.Th style={{ whiteSpace: 'nowrap' }}>Is SuperUser</Table.Th>}
            <Table.Th>
              <Tooltip label={TEAM_TEXTS.administratorTip} multiline w={240} events={TIP_EVENTS}>
                <span tabIndex={0}>Adminstrator</span>
              </Tooltip>
            </Table.Th>
            <Table.Th>
              <Tooltip label={TEAM_TEXTS.editDevicesTip} multiline w={240} events={TIP_EVENTS}>
                <span tabIndex={0}>Edit Devices</span>
              </Tooltip>
            </Table.Th>
            <Table.Th>
              <Tooltip label={TEAM_TEXTS.limitedTip} multiline w={240} events={TIP_EVENTS}>
                <span tabIndex={0}>Limited Permissions</span>
              </Tooltip>
            </Table.Th>
            <Table.Th>Edit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => {
            const stars = roleStars(u);
            const name = fullNameOf(u);
            return (
              <Table.Tr key={u.id} style={{ cursor: 'pointer' }} onClick={() => navigate(`/team/user/${u.id}`)}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar size="sm" radius="xl" color="teal">
                      {initialsOf(u)}
                    </Avatar>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {name}
                    </Text>
                  </Group>
                </Table.Td>
                {caps.admin && (
                  <Table.Td>
                    <Star on={stars.superUser} label="Super User" />
                  </Table.Td>
                )}
                <Table.Td>
                  <Star on={stars.administrator} label="Administrator" />
                </Table.Td>
                <Table.Td>
                  <Star on={stars.editDevices} label="Edit Devices" />
                </Table.Td>
                <Table.Td>
                  <Star on={stars.limited} label="Limited Permissions" />
                </Table.Td>
                <Table.Td>
                  <Button size="compact-xs" variant="subtle" onClick={() => navigate(`/team/user/${u.id}`)}>
                    Edit
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
