import { useMemo, useState } from 'react';
import { Button, Card, Group, Select, Text, Title } from '@mantine/core';
import { MESSAGES } from '@fieldwatch/domain';
import { useNavigate } from 'react-router';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { fullName } from '../../app/auth/fullName';
import { useMe } from '../../app/auth/MeContext';
import { loginAs } from '../../app/auth/session';
import { GET_USERS } from './graphql/users';

/** Super users act as another user; every request then carries the login-as header. */
export function LoginAsSection() {
  const me = useMe();
  const navigate = useNavigate();
  const [userID, setUserID] = useState<string | null>(null);
  const { data, isError, isPending } = useGraphQLQuery(GET_USERS, {});

  const options = useMemo(
    () =>
      (data?.usersRe ?? [])
        .filter((user) => String(user.id) !== String(me.id))
        .map((user) => ({ value: String(user.id), label: fullName(user) || `User ${user.id}` }))
        .sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' })),
    [data, me.id],
  );

  const [failed, setFailed] = useState(false);
  const start = () => {
    if (userID === null) return;
    setFailed(false);
    loginAs(userID)
      .then(() => navigate('/'))
      .catch((err) => {
        console.error(err);
        setFailed(true);
      });
  };

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        Login As
      </Title>
      {isError ? (
        <Text>{MESSAGES.listError}</Text>
      ) : (
        <Group align="flex-end" gap="sm">
          <Select
            label="User"
            placeholder={isPending ? 'Loading users...' : 'Choose a user'}
            data={options}
            value={userID}
            onChange={setUserID}
            searchable
            clearable
            nothingFoundMessage="No users found"
            style={{ flex: '1 1 240px' }}
          />
          <Button onClick={start} disabled={userID === null}>
            Login As
          </Button>
        </Group>
      )}
      {failed && (
        <Text c="red" mt="sm" role="alert">
          {MESSAGES.loginAsFailed}
        </Text>
      )}
    </Card>
  );
}
