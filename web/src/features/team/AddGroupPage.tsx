import { useState } from 'react';
import { TEXT_LIMITS } from '@fieldwatch/domain';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { answered, graphqlRequest, operationName } from '../../api/graphql';
import { useCapabilities } from '../../app/auth/MeContext';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { CompanySelect } from './CompanySelect';
import { ADD_GROUP, GROUPS_RE } from './graphql/teamGroups';
import { TEAM_TEXTS } from './texts';
import { TeamGuard } from './TeamGuard';

/** Add Group (spec 3 §2, §5): an empty group; the server's error is shown on the form. */
function AddGroupPageBody() {
  const caps = useCapabilities();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [companyID, setCompanyID] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const add = useMutation({
    mutationFn: () => graphqlRequest(ADD_GROUP, { name, companyID }),
    onSuccess: async (data) => {
      const result = answered(data.addGroup, 'addGroup');
      if (result.error || !result.group) {
        setError(result.error ?? TEAM_TEXTS.somethingWentWrong);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: [operationName(GROUPS_RE)] });
      navigate(`/team/group/${result.group.id}`);
    },
    onError: (e) => setError(e instanceof Error ? e.message : TEAM_TEXTS.somethingWentWrong),
  });
  const canSubmit = name.trim() !== '' && !add.isPending;

  return (
    <ScreenHeader title="Add Group" note={TEAM_TEXTS.newGroupNote}>
      <form
        onChange={() => setError(null)}
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          if (canSubmit) add.mutate();
        }}
      >
        <Stack maw={480} gap="sm">
          <TextInput label="Group Name" maxLength={TEXT_LIMITS.name} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          {caps.companyPicker && <CompanySelect value={companyID} onChange={setCompanyID} />}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button type="submit" disabled={!canSubmit} loading={add.isPending}>
              Add Group
            </Button>
          </Group>
        </Stack>
      </form>
    </ScreenHeader>
  );
}

export function AddGroupPage() {
  return (
    <TeamGuard>
      <AddGroupPageBody />
    </TeamGuard>
  );
}
