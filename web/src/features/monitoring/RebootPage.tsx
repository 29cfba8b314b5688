import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { DeviceTable } from '../../ui/tables';
import { GET_REBOOT_DEVICES } from './graphql/deviceLists';
import { ListStatus } from './ListStatus';

/** Spec 1 §2: sorted by reboot count, most first; counts of 10 or more are red (the reboot column). */
export function RebootPage() {
  const query = useGraphQLQuery(GET_REBOOT_DEVICES, {});
  const devices = query.data?.rebootDevices ?? [];
  return (
    <ScreenHeader title="Rebooting Devices">
      <ListStatus isPending={query.isPending} isError={query.isError} onRetry={query.refetch} isEmpty={devices.length === 0}>
        <DeviceTable variant="reboot" devices={devices} sort={{ key: 'count', direction: 'desc' }} aria-label="Rebooting devices" />
      </ListStatus>
    </ScreenHeader>
  );
}
