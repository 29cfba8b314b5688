import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { deviceDisplayName, isActiveAlarm, mergeById, tagLabel } from '@fieldwatch/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AlarmBoxDevice } from './graphql/landing';
import { OverviewBox } from './OverviewBox';
import { ListError } from '../../ui/listError/ListError';

type AlarmsData = { devicesRe: AlarmBoxDevice[]; activeAlarmRules: AlarmBoxDevice[] | null };

/** Which of a device's tags are in alarm, e.g. 'Pressure: critical high'. */
function alarmText(device: AlarmBoxDevice): string {
  return (device.tags ?? [])
    .filter((t) => isActiveAlarm(t.alarms?.flag ?? 'norm'))
    .map((t) => `${tagLabel(t.tag)}: ${(t.alarms?.flag ?? '').replaceAll('_', ' ')}`)
    .join(', ');
}

/** Devices with an active alarm (not shown to super users; the caller decides). */
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
              <Text size="xs" c="var(--fw-danger-fg)">
                {alarmText(device) || 'Alarm rule triggered'}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </OverviewBox>
  );
}
