import { useState } from 'react';
import { TEXT_LIMITS } from '@fieldwatch/domain';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../api/graphql';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { ADD_COMPANY } from './graphql/addCompany';
import { TEAM_TEXTS } from './texts';
import { TeamGuard } from './TeamGuard';

/** Add Company (spec 3 §2): super users only; the page reloads after the click so every list shows it. */
function AddCompanyPageBody() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => graphqlRequest(ADD_COMPANY, { name }),
    onSuccess: () => window.location.reload(),
    onError: (e) => setError(e instanceof Error ? e.message : TEAM_TEXTS.somethingWentWrong),
  });
  return (
    <ScreenHeader title="Add Company">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          if (name.trim() !== '') add.mutate();
        }}
      >
        <Stack maw={480} gap="sm">
          <TextInput label="Company Name" maxLength={TEXT_LIMITS.name} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button type="submit" disabled={name.trim() === ''} loading={add.isPending}>
              Add Company
            </Button>
          </Group>
        </Stack>
      </form>
    </ScreenHeader>
  );
}

export function AddCompanyPage() {
  return (
    <TeamGuard superUsersOnly>
      <AddCompanyPageBody />
    </TeamGuard>
  );
}
