import { Text } from '@mantine/core';
import { LOW_BATTERY_VOLTS } from '@fieldwatch/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { DeviceTable, type TableDevice } from '../../ui/tables';
import { OverviewBox } from './OverviewBox';
import { ListError } from '../../ui/listError/ListError';

const TOOLTIP =
  `Low voltage is ${LOW_BATTERY_VOLTS.solar.toFixed(2)} V for solar-panel batteries and ` +
  `${LOW_BATTERY_VOLTS.pack.toFixed(2)} V for battery packs. This is a warning only.`;

export function BatteryWarningBox({ query }: { query: UseQueryResult<{ devicesRe: TableDevice[] }> }) {
  const devices = query.data?.devicesRe ?? [];
  return (
    <OverviewBox title="Battery Voltage Warning" tooltip={TOOLTIP}>
      {query.isError ? (
        <ListError onRetry={query.refetch} retryLabel="Retry Battery Voltage Warning" />
      ) : query.isPending ? null : devices.length === 0 ? (
        <Text c="dimmed">No devices with battery voltage warnings</Text>
      ) : (
        <DeviceTable
          variant="compactBattery"
          devices={devices}
          sort={{ key: 'batteryLevel', direction: 'asc' }}
          aria-label="Battery voltage warnings"
        />
      )}
    </OverviewBox>
  );
}
