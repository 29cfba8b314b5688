import { Badge, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { formatNamedSiteTime } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { MASS_UPDATE_PROGRESS, type DeliveryState } from './graphql/massUpdateProgress';

/** How often the page asks where the change is while some device has not applied it yet. */
const PROGRESS_POLL_MS = 5000;

const COLOURS: Record<string, string> = { pending: 'gray', delivered: 'blue', applied: 'green' };

/** Where one device is, its times in the device's site zone with the zone named (the list mixes sites). */
function tooltip(d: DeliveryState): string {
  if (d.state === 'applied') return `applied ${formatNamedSiteTime(d.appliedAt, d.timeZone, true)}`;
  if (d.state === 'delivered') return `delivered ${formatNamedSiteTime(d.deliveredAt, d.timeZone, true)}, not applied yet`;
  return 'not yet received by the device';
}

/**
 * Beyond the spec: after a save, each updated device's way to the change (pending, delivered, applied) and a bar over
 * the whole list, polled until every device has applied it.
 */
export function MassUpdateProgress({ deviceIds }: { deviceIds: number[] }) {
  const query = useGraphQLQuery(
    MASS_UPDATE_PROGRESS,
    { deviceIDs: deviceIds },
    {
      staleTime: 0,
      refetchInterval: (q) => (q.state.data?.massUpdateProgress.every((d) => d.state === 'applied') ? false : PROGRESS_POLL_MS),
    },
  );
  const states = query.data?.massUpdateProgress ?? [];
  const total = deviceIds.length;
  const applied = states.filter((s) => s.state === 'applied').length;
  const delivered = states.filter((s) => s.state === 'delivered').length;
  return (
    <Paper withBorder p="sm" aria-label="Delivery progress" role="region">
      <Stack gap="xs">
        <Text size="sm" fw={600}>{`Applied on ${applied} of ${total} devices${delivered ? `, delivered to ${delivered} more` : ''}`}</Text>
        {/* each section is a progressbar of its own: each gets its name, the bar a group with the sentence's name */}
        <Progress.Root size="lg" role="group" aria-label="Devices applied">
          <Progress.Section value={(100 * applied) / Math.max(total, 1)} color="green" aria-label="Applied" />
          <Progress.Section value={(100 * delivered) / Math.max(total, 1)} color="blue" aria-label="Delivered" />
        </Progress.Root>
        <Group gap="xs">
          {states.map((s) => (
            <Tooltip key={s.deviceID} label={tooltip(s)}>
              <Badge
                color={COLOURS[s.state ?? ''] ?? 'gray'}
                variant="light"
                data-testid={`delivery-${s.deviceID}`}
              >{`${s.deviceID}: ${s.state}`}</Badge>
            </Tooltip>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
