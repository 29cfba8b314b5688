import { Text } from '@mantine/core';
import { LANDING_TARDY, REBOOT_WARN_COUNT, isRebootWarning } from '@fieldwatch/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { DeviceTable, type TableDevice } from '../../ui/tables';
import { OverviewBox } from './OverviewBox';
import { ListError } from '../../ui/listError/ListError';

const TOOLTIP = `Devices that restarted ${REBOOT_WARN_COUNT} times or more, the most restarts first. See All lists every device that restarted.`;

/**
 * The landing's reboot data (spec 1 §7 names rebootDevices among the landing's calls): the devices whose restarts
 * need a look (the count the Rebooting Devices list shows in red), at most as many as the Tardy box.
 */
export function RebootBox({ query }: { query: UseQueryResult<{ rebootDevices: TableDevice[] | null }> }) {
  const devices = (query.data?.rebootDevices ?? []).filter((d) => isRebootWarning(d.count)).slice(0, LANDING_TARDY.limit);
  return (
    <OverviewBox title="Rebooting Devices" tooltip={TOOLTIP} link={{ label: 'See All', to: '/reboot' }}>
      {query.isError ? (
        <ListError onRetry={query.refetch} retryLabel="Retry Rebooting Devices" />
      ) : query.isPending ? null : devices.length === 0 ? (
        <Text c="dimmed">No devices rebooting often</Text>
      ) : (
        <DeviceTable variant="compactReboot" devices={devices} sort={{ key: 'count', direction: 'desc' }} aria-label="Rebooting devices" />
      )}
    </OverviewBox>
  );
}
