import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { deviceDisplayName, mergeById } from '@fieldwatch/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AlarmReasonDevice } from '../alarms/graphql/alarmReason';
import { AlarmReasonLines } from '../alarms/AlarmReasonLines';
import { OverviewBox } from './OverviewBox';
import { ListError } from '../../ui/listError/ListError';

type AlarmsData = { devicesRe: AlarmReasonDevice[]; activeAlarmRules: AlarmReasonDevice[] | null };

/** Devices with an active alarm and why (not shown to super users; the caller decides). */
export function AlarmsBox({ query }: { query: UseQueryResult<AlarmsData> }) {
  const devices = query.data ? mergeById(query.data.devicesRe, query.data.activeAlarmRules) : [];
  return (
    <OverviewBox title="Alarms" link={{ label: 'Expand', to: '/alarms' }}>
      {query.isError ? (
        <ListError onRetry={query.refetch} retryLabel="Retry Alarms" />
      ) : query.isPending ? null : devices.length === 0 ? (
        <Text c="dimmed">No alarms</Text>
      ) : (
        <Stack gap={6}>
          {devices.map((device) => (
            <div key={device.id} data-device-id={device.id}>
              <Anchor component={Link} to={`/devices/${device.id}`} fw={600} size="sm">
                {deviceDisplayName(device)}
              </Anchor>
              <AlarmReasonLines device={device} />
            </div>
          ))}
        </Stack>
      )}
    </OverviewBox>
  );
}
