import { useState } from 'react';
import { Card, Checkbox, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../api/graphql';
import { useMe } from '../../app/auth/MeContext';
import { UPDATE_ME } from './graphql/profile';
import { ACCOUNT_TEXTS } from './texts';

/** Admin Options (super users, spec 2 §2.3): View Inactive Companies widens every company list. */
export function AdminOptions() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const save = useMutation({
    mutationFn: (viewInactiveCompanies: boolean) => graphqlRequest(UPDATE_ME, { viewInactiveCompanies }),
    // company lists and directories depend on it, so every cached answer is stale
    onSuccess: () => void queryClient.invalidateQueries(),
    onError: () => setFailed(true),
  });
  const checked = save.isPending && save.variables !== undefined ? save.variables : me.viewInactiveCompanies === true;
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        Admin Options
      </Title>
      <Checkbox
        label="View Inactive Companies"
        checked={checked}
        disabled={save.isPending}
        onChange={(e) => {
          setFailed(false);
          save.mutate(e.currentTarget.checked);
        }}
      />
      {failed && (
        <Text c="red" role="alert" mt="xs">
          {ACCOUNT_TEXTS.failed}
        </Text>
      )}
    </Card>
  );
}
