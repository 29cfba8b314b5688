import { useState } from 'react';
import { GHOSTS_DEFAULTS } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { DeviceTable } from '../../ui/tables';
import { GET_DEVICES_GHOSTS } from './graphql/deviceLists';
import { ListStatus } from './ListStatus';
import { RangeForm, type HourRange } from './RangeForm';

/** Super users only; the route redirect keeps everyone else out (spec 1 §2). */
export function GhostsPage() {
  const [range, setRange] = useState<HourRange>(GHOSTS_DEFAULTS);
  const query = useGraphQLQuery(GET_DEVICES_GHOSTS, { recentDays: range.after, previousDays: range.before });
  const devices = query.data?.devicesGhosts ?? [];
  return (
    <ScreenHeader title="POSSIBLE GHOSTS VIEW">
      <RangeForm defaults={GHOSTS_DEFAULTS} onSubmit={setRange} />
      <ListStatus isPending={query.isPending} isError={query.isError} onRetry={query.refetch} isEmpty={devices.length === 0}>
        <DeviceTable variant="alerts" devices={devices} aria-label="Possible ghosts" />
      </ListStatus>
    </ScreenHeader>
  );
}
