import { useState } from 'react';
import { TEXT_LIMITS } from '@fieldwatch/domain';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../api/graphql';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { ADD_COMPANY } from './graphql/addCompany';
import { TEAM_TEXTS } from './texts';
import { TeamGuard } from './TeamGuard';

/** The name of the company just added, kept across the reload that follows (spec 3) so the page can confirm it. */
const ADDED_KEY = 'fieldwatch.addedCompany';

function takeAdded(): string | null {
  const added = sessionStorage.getItem(ADDED_KEY);
  sessionStorage.removeItem(ADDED_KEY);
  return added;
}

/**
 * Add Company (spec 3 §2): super users only; the page reloads after the click so every list shows it, then confirms
 * which company was added. A name already taken is refused by the server and said on the form.
 */
function AddCompanyPageBody() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [added] = useState(takeAdded);
  const add = useMutation({
    mutationFn: () => graphqlRequest(ADD_COMPANY, { name }),
    onSuccess: (data) => {
      sessionStorage.setItem(ADDED_KEY, data.addCompany?.name ?? name.trim());
      window.location.reload();
    },
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
          {added && (
            <Alert color="green" role="status">
              {TEAM_TEXTS.companyAdded(added)}
            </Alert>
          )}
          <TextInput
            label="Company Name"
            maxLength={TEXT_LIMITS.name}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
          />
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
