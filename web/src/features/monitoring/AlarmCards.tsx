import { mergeById } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { DeviceCard } from '../../ui/cards/DeviceCard';
import { DeviceCardGrid } from '../../ui/cards/DeviceCardGrid';
import { AlarmReasonLines } from '../alarms/AlarmReasonLines';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { useAlarmRefresh } from '../overview/useAlarmRefresh';
import { GET_DEVICES_ALARMS } from './graphql/alarms';
import { ListStatus } from './ListStatus';

/** Spec 1 §6: the same 60 s interval and live refresh as the landing's alarm box. */
const REFRESH_MS = 60_000;

/** Cards of the devices with active alarms (the alarm list merged with the fired alarm rules), each saying why. */
export function AlarmCards() {
  const query = useGraphQLQuery(GET_DEVICES_ALARMS, {}, { refetchInterval: REFRESH_MS });
  useAlarmRefresh([GET_DEVICES_ALARMS]);
  const devices = query.data ? mergeById(query.data.devicesRe, query.data.activeAlarmRules) : [];
  return (
    <ScreenHeader title="Alarms">
      <ListStatus
        isPending={query.isPending}
        isError={query.isError}
        onRetry={query.refetch}
        isEmpty={devices.length === 0}
        emptyText="No alarms"
      >
        <DeviceCardGrid>
          {devices.map((device) => (
            <DeviceCard key={device.id} device={device} footer={<AlarmReasonLines device={device} />} />
          ))}
        </DeviceCardGrid>
      </ListStatus>
    </ScreenHeader>
  );
}
