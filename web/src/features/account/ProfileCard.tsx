import { useState } from 'react';
import { Button, Card, Checkbox, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, formatPhone, MESSAGES, roleOf, TEXT_LIMITS } from '@fieldwatch/domain';
import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../api/graphql';
import { fullName } from '../../app/auth/fullName';
import { roleFlagsOf, useMe } from '../../app/auth/MeContext';
import type { Me } from '../../app/auth/graphql/me';
import { PhoneInput } from '../../ui/PhoneInput';
import { ACCOUNT_TEXTS } from './texts';
import { UPDATE_ME, type UpdateMeVariables } from './graphql/profile';
import { refreshMe } from './refreshMe';

const COUNTRY_OPTIONS = COUNTRY_CODES.map((c) => ({ value: c.code, label: `${c.code} ${c.label}` }));

/** What the form edits: the profile's variables, each filled in. */
type ProfileForm = { [K in Exclude<keyof UpdateMeVariables, 'viewInactiveCompanies'>]-?: NonNullable<UpdateMeVariables[K]> };

function formFrom(me: Me): ProfileForm {
  return {
    firstName: me.firstName ?? '',
    lastName: me.lastName ?? '',
    email: me.email ?? '',
    phoneNumber: me.phoneNumber ?? '',
    countryCode: me.countryCode ?? DEFAULT_COUNTRY_CODE,
    subscriptionEmail: me.subscription !== false,
  };
}

/** Name and company, and the profile with Edit, Cancel and Save (spec 2 §2.3). */
export function ProfileCard() {
  const me = useMe();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState(() => formFrom(me));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({ mutationFn: (v: UpdateMeVariables) => graphqlRequest(UPDATE_ME, v) });
  // demo accounts are shared: the server keeps their profile as it is
  const canEdit = roleOf(roleFlagsOf(me)) !== 'demo';

  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));
  const startEdit = () => {
    setForm(formFrom(me));
    setError(null);
    setEditing(true);
  };
  const submit = () => {
    setError(null);
    save.mutate(form, {
      onSuccess: () => {
        setEditing(false);
        void refreshMe();
      },
      onError: (err) => setError(err instanceof Error ? err.message : ACCOUNT_TEXTS.failed),
    });
  };
  const nameMissing = `${form.firstName}${form.lastName}`.trim() === '';

  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Profile
        </Title>
        {canEdit && !editing && (
          <Button variant="light" onClick={startEdit}>
            Edit
          </Button>
        )}
      </Group>
      {editing ? (
        <Stack gap="sm">
          <Group grow>
            <TextInput
              label="First Name"
              maxLength={TEXT_LIMITS.firstName}
              value={form.firstName}
              onChange={(e) => set('firstName', e.currentTarget.value)}
            />
            <TextInput
              label="Last Name"
              maxLength={TEXT_LIMITS.lastName}
              value={form.lastName}
              onChange={(e) => set('lastName', e.currentTarget.value)}
            />
          </Group>
          <TextInput
            label="Email"
            type="email"
            maxLength={TEXT_LIMITS.email}
            value={form.email}
            onChange={(e) => set('email', e.currentTarget.value)}
          />
          <Group grow align="flex-start">
            <Select
              label="Country Code"
              data={COUNTRY_OPTIONS}
              value={form.countryCode}
              onChange={(v) => set('countryCode', v ?? DEFAULT_COUNTRY_CODE)}
              allowDeselect={false}
            />
            <PhoneInput label="Phone Number" value={form.phoneNumber} onChange={(digits) => set('phoneNumber', digits)} />
          </Group>
          <Checkbox
            label="Receive alarm e-mails"
            checked={form.subscriptionEmail}
            onChange={(e) => set('subscriptionEmail', e.currentTarget.checked)}
          />
          {error && (
            <Text c="red" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button onClick={submit} loading={save.isPending} disabled={nameMissing}>
              Save
            </Button>
          </Group>
        </Stack>
      ) : (
        <Table variant="vertical" withRowBorders={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={140}>Name</Table.Th>
              <Table.Td>{fullName(me) || MESSAGES.notAvailable}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Company</Table.Th>
              <Table.Td>{me.company?.name ?? MESSAGES.notAvailable}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Email</Table.Th>
              <Table.Td>{me.email || MESSAGES.notAvailable}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Phone</Table.Th>
              <Table.Td>
                {me.phoneNumber ? `${me.countryCode ?? DEFAULT_COUNTRY_CODE} ${formatPhone(me.phoneNumber)}` : MESSAGES.notAvailable}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Alarm e-mails</Table.Th>
              <Table.Td>{me.subscription === false ? 'Unsubscribed' : 'Subscribed'}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
