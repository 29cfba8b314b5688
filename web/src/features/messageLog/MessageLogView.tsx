import { useMemo, useState } from 'react';
import { Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, MESSAGE_LOG_TYPES, messageLogDefaultRange, zoneDateEdge } from '@fieldwatch/domain';
import { GraphQLRequestError } from '../../api/graphql';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { ListStatus } from '../monitoring/ListStatus';
import { dateInputOf, dayEdge } from './dateInputs';
import { MESSAGE_LOG, MESSAGE_LOG_ACCESS, MESSAGE_LOG_ZONE } from './graphql/messageLog';
import { MessageLogTable } from './MessageLogTable';
import { useDeviceIdNavigation } from './useDeviceIdNavigation';

const forbidden = (e: unknown) => e instanceof GraphQLRequestError && e.errors.some((x) => x.extensions?.code === 'FORBIDDEN');

/** The message log of one device (spec 3 §2): filters above, entries below, or the no-access message. */
export function MessageLogView({ routeId }: { routeId: string | undefined }) {
  const initial = useMemo(() => messageLogDefaultRange(new Date()), []);
  const [typed, setTyped] = useDeviceIdNavigation(routeId);
  const [messageType, setMessageType] = useState('all');
  const [start, setStart] = useState(dateInputOf(initial.start));
  const [end, setEnd] = useState(dateInputOf(initial.end));
  const deviceID = routeId && /^\d+$/.test(routeId) ? Number(routeId) : null;

  const access = useGraphQLQuery(MESSAGE_LOG_ACCESS, { deviceID: null }, { enabled: deviceID === null, retry: false });
  // the dates are days of the device's site zone, as the Time column prints them; the browser's when it is unknown
  const zone = useGraphQLQuery(MESSAGE_LOG_ZONE, { id: deviceID ?? 0 }, { enabled: deviceID !== null, retry: false });
  const siteZone = zone.data?.deviceRe?.timeZone ?? null;
  const edge = (value: string, which: 'start' | 'end') => (siteZone ? zoneDateEdge(value, which, siteZone) : dayEdge(value, which));
  const startTime = edge(start, 'start') ?? initial.start;
  const endTime = edge(end, 'end') ?? initial.end;
  const log = useGraphQLQuery(
    MESSAGE_LOG,
    { deviceID: deviceID ?? 0, messageType, startTime, endTime },
    { enabled: deviceID !== null && !zone.isPending, retry: false },
  );

  if ((deviceID === null && access.data?.messageLogAccess === false) || forbidden(log.error)) {
    return <Text>{MESSAGES.noAccess}</Text>;
  }
  if (deviceID === null && access.isPending) return null;
  const entries = log.data?.messageLog ?? [];
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput label="Device ID" inputMode="numeric" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} w={160} />
        <NativeSelect
          label="Message Type"
          data={MESSAGE_LOG_TYPES.map((m) => ({ value: m.value, label: m.label }))}
          value={messageType}
          onChange={(e) => setMessageType(e.currentTarget.value)}
          w={160}
        />
        <TextInput label="Start Date" type="date" value={start} onChange={(e) => setStart(e.currentTarget.value)} w={170} />
        <TextInput label="End Date" type="date" value={end} onChange={(e) => setEnd(e.currentTarget.value)} w={170} />
      </Group>
      {deviceID !== null && (
        <ListStatus
          isPending={log.isPending}
          isError={log.isError}
          onRetry={log.refetch}
          isEmpty={entries.length === 0}
          emptyText="No messages"
        >
          <MessageLogTable entries={entries} />
        </ListStatus>
      )}
    </Stack>
  );
}
