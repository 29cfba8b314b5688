import { useState } from 'react';
import { TARDY_DEFAULTS } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { DeviceTable } from '../../ui/tables';
import { GET_DEVICES_ALERTS } from './graphql/deviceLists';
import { ListStatus } from './ListStatus';
import { RangeForm, type HourRange } from './RangeForm';

const NOTE = '*Devices that have not sent a reading for a while. May not always indicate an issue (such as devices recently shut down).';

export function TardyDevicesPage() {
  const [range, setRange] = useState<HourRange>(TARDY_DEFAULTS);
  const query = useGraphQLQuery(GET_DEVICES_ALERTS, { recentDays: range.after, previousDays: range.before });
  const devices = query.data?.devicesRe ?? [];
  return (
    <ScreenHeader title="TARDY DEVICES" note={NOTE}>
      <RangeForm defaults={TARDY_DEFAULTS} onSubmit={setRange} />
      <ListStatus
        isPending={query.isPending}
        isError={query.isError}
        onRetry={query.refetch}
        isEmpty={devices.length === 0}
        emptyText="No Tardy Devices For This Time Range"
      >
        <DeviceTable
          variant="alerts"
          devices={devices}
          sort={{ key: 'lastTimeMessageReceived', direction: 'asc' }}
          aria-label="Tardy devices"
        />
      </ListStatus>
    </ScreenHeader>
  );
}
