import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { GraphQLRequestError } from '../../api/graphql';
import { DeviceTable, type TableDevice } from '../../ui/tables';
import { OverviewBox } from './OverviewBox';
import { ListError } from '../../ui/listError/ListError';

const TOOLTIP = 'Devices silent for more than 24 hours that reported within the last 240 hours. Change the time range with See All.';

const isForbidden = (error: unknown): boolean =>
  error instanceof GraphQLRequestError && error.errors.some((e) => e.extensions?.code === 'FORBIDDEN');

/** The ten most tardy devices; 'See All' leads to the Tardy list for the roles that have it. */
export function TardyBox({ query, seeAll }: { query: UseQueryResult<{ devicesRe: TableDevice[] }>; seeAll: boolean }) {
  // The server decides who may read the tardy list; a refusal means this role has no such box.
  if (isForbidden(query.error)) return null;
  const devices = query.data?.devicesRe ?? [];
  return (
    <OverviewBox title="Tardy Devices" tooltip={TOOLTIP} link={seeAll ? { label: 'See All', to: '/alerts' } : undefined}>
      {query.isError ? (
        <ListError onRetry={query.refetch} retryLabel="Retry Tardy Devices" />
      ) : query.isPending ? null : devices.length === 0 ? (
        <Text c="dimmed">No Tardy Devices</Text>
      ) : (
        <DeviceTable variant="compactAlert" devices={devices} aria-label="Tardy devices" />
      )}
    </OverviewBox>
  );
}
