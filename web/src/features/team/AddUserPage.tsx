import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { DEFAULT_COUNTRY_CODE, TEXT_LIMITS, type PhoneType } from '@fieldwatch/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { answered, graphqlRequest, operationName } from '../../api/graphql';
import { useCapabilities } from '../../app/auth/MeContext';
import { PhoneInput } from '../../ui/PhoneInput';
import { PhoneTypeSelect } from './PhoneTypeSelect';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { CompanySelect } from './CompanySelect';
import { COUNTRY_OPTIONS } from './countryOptions';
import { ADD_USER, TEAM_USERS } from './graphql/teamUsers';
import { TEAM_TEXTS } from './texts';
import { TeamGuard } from './TeamGuard';

/** Add User (spec 3 §2, §5): limited by default; the server's error is shown on the form. */
function AddUserPageBody() {
  const caps = useCapabilities();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [phoneType, setPhoneType] = useState<PhoneType>('mobile');
  const [companyID, setCompanyID] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const add = useMutation({
    mutationFn: () => graphqlRequest(ADD_USER, { firstName, lastName, email, phoneNumber, companyID, countryCode, phoneType }),
    onSuccess: async (data) => {
      const result = answered(data.addUser, 'addUser');
      if (result.error || !result.user) {
        setError(result.error ?? TEAM_TEXTS.somethingWentWrong);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: [operationName(TEAM_USERS)] });
      navigate(`/team/user/${result.user.id}`);
    },
    onError: (e) => setError(e instanceof Error ? e.message : TEAM_TEXTS.somethingWentWrong),
  });

  const canSubmit = `${firstName}${lastName}`.trim() !== '' && !add.isPending;

  return (
    <ScreenHeader title="Add User" note={TEAM_TEXTS.newUserNote}>
      <form
        onChange={() => setError(null)}
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          if (canSubmit) add.mutate();
        }}
      >
        <Stack maw={480} gap="sm">
          <Group grow>
            <TextInput
              label="First Name"
              maxLength={TEXT_LIMITS.firstName}
              value={firstName}
              onChange={(e) => setFirstName(e.currentTarget.value)}
            />
            <TextInput
              label="Last Name"
              maxLength={TEXT_LIMITS.lastName}
              value={lastName}
              onChange={(e) => setLastName(e.currentTarget.value)}
            />
          </Group>
          <TextInput
            label="Email"
            type="email"
            maxLength={TEXT_LIMITS.email}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Group grow align="flex-start">
            <Select
              label="Country Code"
              data={COUNTRY_OPTIONS}
              value={countryCode}
              onChange={(v) => setCountryCode(v ?? DEFAULT_COUNTRY_CODE)}
              allowDeselect={false}
            />
            <PhoneInput label="Phone" value={phoneNumber} onChange={setPhoneNumber} />
            <PhoneTypeSelect value={phoneType} onChange={setPhoneType} />
          </Group>
          {caps.companyPicker && <CompanySelect value={companyID} onChange={setCompanyID} />}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button type="submit" disabled={!canSubmit} loading={add.isPending}>
              Add User
            </Button>
          </Group>
        </Stack>
      </form>
    </ScreenHeader>
  );
}

export function AddUserPage() {
  return (
    <TeamGuard>
      <AddUserPageBody />
    </TeamGuard>
  );
}
