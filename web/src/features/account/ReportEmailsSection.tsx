import { useState } from 'react';
import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES, roleOf } from '@fieldwatch/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest, operationName } from '../../api/graphql';
import { graphqlQueryKey, useGraphQLQuery } from '../../api/useGraphQLQuery';
import { roleFlagsOf, useMe } from '../../app/auth/MeContext';
import { ACCOUNT_TEXTS } from './texts';
import { GET_REPORT_EMAIL_CHOICES, GET_REPORT_SUBSCRIPTIONS, SUBSCRIBE_REPORT, UNSUBSCRIBE_REPORT } from './graphql/reportEmails';

const deviceLabel = (d: { deviceID: number; name: string | null; sensors: string[] }) =>
  `${d.name?.trim() || `Device ${d.deviceID}`} (ID ${d.deviceID}) - ${d.sensors.join(', ')}`;

/**
 * Daily Report E-mails: the devices whose production or consumption report arrives by e-mail each day at its report
 * hour (in the device's zone), with the month's spreadsheet attached. A user picks among the devices they can read
 * that have a report; demo accounts are shared and get none.
 */
export function ReportEmailsSection() {
  const me = useMe();
  const queryClient = useQueryClient();
  const demo = roleOf(roleFlagsOf(me)) === 'demo';
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const subscriptions = useGraphQLQuery(GET_REPORT_SUBSCRIPTIONS, {});
  // once a device is chosen the box shows its label: that is not a search
  const searching = chosen && debounced === chosen.label ? '' : debounced;
  const choices = useGraphQLQuery(GET_REPORT_EMAIL_CHOICES, { search: searching || null }, { enabled: !demo });

  const changed = (list: { deviceID: number; name: string | null; sensors: string[] }[]) => {
    queryClient.setQueryData(graphqlQueryKey(GET_REPORT_SUBSCRIPTIONS, {}), { reportSubscriptions: list });
    void queryClient.invalidateQueries({ queryKey: [operationName(GET_REPORT_EMAIL_CHOICES)] });
  };
  const add = useMutation({
    mutationFn: (deviceID: number) => graphqlRequest(SUBSCRIBE_REPORT, { deviceID }),
    onSuccess: (data) => {
      setChosen(null);
      setSearch('');
      changed(data.subscribeReport);
    },
    onError: () => setFailed(true),
  });
  const remove = useMutation({
    mutationFn: (deviceID: number) => graphqlRequest(UNSUBSCRIBE_REPORT, { deviceID }),
    onSuccess: (data) => changed(data.unsubscribeReport),
    onError: () => setFailed(true),
  });

  if (subscriptions.isError) return <Text>{MESSAGES.listError}</Text>;
  const list = subscriptions.data?.reportSubscriptions ?? [];
  const found = (choices.data?.reportEmailChoices ?? []).map((d) => ({ value: String(d.deviceID), label: deviceLabel(d) }));
  const options = chosen && !found.some((o) => o.value === chosen.value) ? [chosen, ...found] : found;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Each day at the report hour of the device&apos;s site, an e-mail with the day&apos;s numbers and the month&apos;s report as a
        spreadsheet.
      </Text>
      {list.length === 0 ? (
        <Text size="sm">{subscriptions.isPending ? 'Loading...' : 'No report e-mails.'}</Text>
      ) : (
        <Table aria-label="Report e-mails">
          <Table.Tbody>
            {list.map((d) => (
              <Table.Tr key={d.deviceID}>
                <Table.Td>{deviceLabel(d)}</Table.Td>
                <Table.Td align="right">
                  <Button
                    size="compact-sm"
                    color="red"
                    variant="subtle"
                    loading={remove.isPending && remove.variables === d.deviceID}
                    onClick={() => {
                      setFailed(false);
                      remove.mutate(d.deviceID);
                    }}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {demo ? (
        <Text size="sm">Demo accounts do not get report e-mails.</Text>
      ) : (
        <Group align="end" gap="sm">
          <Select
            label="Device"
            placeholder="Search by name or ID"
            searchable
            clearable
            w={360}
            data={options}
            value={chosen?.value ?? null}
            onChange={(value, option) => setChosen(value === null || !option ? null : { value, label: option.label })}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={choices.isPending ? 'Loading...' : 'No device with a report.'}
          />
          <Button
            disabled={chosen === null}
            loading={add.isPending}
            onClick={() => {
              setFailed(false);
              if (chosen !== null) add.mutate(Number(chosen.value));
            }}
          >
            Subscribe
          </Button>
        </Group>
      )}
      {failed && (
        <Text c="red" role="alert">
          {ACCOUNT_TEXTS.failed}
        </Text>
      )}
    </Stack>
  );
}
