import { useState } from 'react';
import { Button, Code, CopyButton, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { MESSAGES, roleOf } from '@fieldwatch/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../api/graphql';
import { graphqlQueryKey, useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useStoredUser } from '../../app/auth/authStore';
import { roleFlagsOf, useMe } from '../../app/auth/MeContext';
import { ACCOUNT_TEXTS } from './texts';
import { ADD_API_KEY, DELETE_API_KEY, GET_API_KEYS } from './graphql/apiKeys';

/**
 * API Keys (Advanced), spec 2 §2.3: create (the whole key is shown once, in a dialog), list by prefix, delete.
 * A key is sent as `Authorization: Bearer <key>` to /api/graphql and acts as this user.
 */
export function ApiKeysSection() {
  const me = useMe();
  const queryClient = useQueryClient();
  const actingAsOther = useStoredUser()?.loginAsUserID != null;
  const keys = useGraphQLQuery(GET_API_KEYS, {});
  const [created, setCreated] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);

  const store = (apiKeys: string[] | null, id: number | null) =>
    queryClient.setQueryData(graphqlQueryKey(GET_API_KEYS, {}), { me: { id, apiKeys } });
  const add = useMutation({
    mutationFn: () => graphqlRequest(ADD_API_KEY, {}),
    onSuccess: (data) => {
      setCreated(data.addApiKey.apiKey);
      if (data.addApiKey.me) store(data.addApiKey.me.apiKeys, data.addApiKey.me.id);
    },
    onError: () => setFailed(true),
  });
  const remove = useMutation({
    mutationFn: (key: string) => graphqlRequest(DELETE_API_KEY, { key }),
    onSuccess: (data) => {
      setConfirming(null);
      store(data.deleteApiKey.apiKeys, data.deleteApiKey.id);
    },
    onError: () => setFailed(true),
  });

  if (keys.isError) return <Text>{MESSAGES.listError}</Text>;
  const list = keys.data?.me?.apiKeys ?? [];
  const mayCreate = roleOf(roleFlagsOf(me)) !== 'demo' && !actingAsOther;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        An API key lets a program use the GraphQL API at /api/graphql as you, with your permissions. Send it in the header{' '}
        <Code>Authorization: Bearer &lt;key&gt;</Code>.
      </Text>
      {list.length === 0 ? (
        <Text size="sm">{keys.isPending ? 'Loading...' : 'No API keys.'}</Text>
      ) : (
        <Table aria-label="API keys">
          <Table.Tbody>
            {list.map((prefix) => (
              <Table.Tr key={prefix}>
                <Table.Td>
                  <Code>{prefix}…</Code>
                </Table.Td>
                <Table.Td align="right">
                  {confirming === prefix ? (
                    <Group gap="xs" justify="flex-end">
                      <Button size="compact-sm" variant="default" onClick={() => setConfirming(null)}>
                        Cancel
                      </Button>
                      <Button size="compact-sm" color="red" loading={remove.isPending} onClick={() => remove.mutate(prefix)}>
                        Confirm Delete
                      </Button>
                    </Group>
                  ) : (
                    <Button size="compact-sm" color="red" variant="subtle" onClick={() => setConfirming(prefix)} disabled={!mayCreate}>
                      Delete
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {failed && (
        <Text c="red" role="alert">
          {ACCOUNT_TEXTS.failed}
        </Text>
      )}
      <div>
        <Button onClick={() => add.mutate()} loading={add.isPending} disabled={!mayCreate}>
          Create API Key
        </Button>
      </div>
      <Modal opened={created !== null} onClose={() => setCreated(null)} title="New API Key" centered size="lg">
        <Stack gap="sm">
          <Text size="sm">Copy this key now. It will not be shown again.</Text>
          <Code block data-testid="new-api-key">
            {created}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={created ?? ''}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => setCreated(null)}>Done</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
