import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { alarmTimeText, alarmWhyText, deviceDisplayName, tagLabel } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { ResponsiveTable } from '../../ui/responsiveTable/ResponsiveTable';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { useAlarmRefresh } from '../overview/useAlarmRefresh';
import { GET_PROVIDER_ALARMS } from './graphql/alarms';
import { ListStatus } from './ListStatus';

/** The same 60 s interval and live refresh as a company's Alarms list. */
const REFRESH_MS = 60_000;

const NOTE = "Every company's sensors in alarm: why each is in alarm and since when, in the device's site time.";

/**
 * A super user's Alarms page: one row per sensor in alarm across companies, with the company, the device (a link),
 * the sensor, why (the server's reason, the same the company's own Alarms page prints) and since when.
 */
export function ProviderAlarms() {
  const query = useGraphQLQuery(GET_PROVIDER_ALARMS, {}, { refetchInterval: REFRESH_MS });
  useAlarmRefresh([GET_PROVIDER_ALARMS]);
  const rows = query.data?.providerAlarms ?? [];
  return (
    <ScreenHeader title="Alarms" note={NOTE}>
      <ListStatus
        isPending={query.isPending}
        isError={query.isError}
        onRetry={query.refetch}
        isEmpty={rows.length === 0}
        emptyText="No alarms"
      >
        <ResponsiveTable minWidth={760}>
          <Table striped fz="sm" aria-label="Alarms across companies">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Company</Table.Th>
                <Table.Th>Device</Table.Th>
                <Table.Th>Sensor</Table.Th>
                <Table.Th>Why</Table.Th>
                <Table.Th>Since</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ device, tag }) => {
                const reason = tag.alarms.reason;
                return (
                  <Table.Tr key={`${device.id}:${tag.tag}`} data-device-id={device.id} data-tag={tag.tag}>
                    <Table.Td>{device.company?.name ?? ''}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/devices/${device.id}`} fz="sm">
                        {deviceDisplayName(device)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{tagLabel(tag.tag)}</Table.Td>
                    <Table.Td>{reason ? alarmWhyText(reason) : ''}</Table.Td>
                    <Table.Td>{reason ? alarmTimeText(reason.time ?? null, device.timeZone) : ''}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ResponsiveTable>
      </ListStatus>
    </ScreenHeader>
  );
}
