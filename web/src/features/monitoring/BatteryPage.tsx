import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { DeviceTable } from '../../ui/tables';
import { GET_DEVICES_BATTERY } from './graphql/deviceLists';
import { ListStatus } from './ListStatus';

/** Super users only (spec 1 §2); lowest battery first, since those are the ones to visit. */
export function BatteryPage() {
  const query = useGraphQLQuery(GET_DEVICES_BATTERY, {});
  const devices = query.data?.devicesBattery ?? [];
  return (
    <ScreenHeader title="BATTERY VIEW">
      <ListStatus isPending={query.isPending} isError={query.isError} onRetry={query.refetch} isEmpty={devices.length === 0}>
        <DeviceTable variant="battery" devices={devices} sort={{ key: 'batteryLevel', direction: 'asc' }} aria-label="Battery" />
      </ListStatus>
    </ScreenHeader>
  );
}
