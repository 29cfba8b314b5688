import { useState } from 'react';
import { Group, Text, TextInput } from '@mantine/core';
import { activityDays, localDateInputValue, zoneDateInputValue } from '@fieldwatch/domain';
import { useMe } from '../../app/auth/MeContext';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { ActivityLegend } from './ActivityLegend';
import { ActivityTable } from './ActivityTable';
import { GET_USER_ACTIVITY } from './graphql/activity';
import { ListStatus } from './ListStatus';

/** Super users only (spec 1 §2): minutes of use per user over 7 days from a chosen date. */
export function ActivityPage() {
  const zone = useMe().company?.timeZone;
  // the users' days are their company's (recordActivity.ts): today is the company's today, not the viewer's
  const [startDate, setStartDate] = useState(() => (zone ? zoneDateInputValue(zone) : localDateInputValue()));
  // A half-typed date (the field is empty until complete) keeps the last full one's report.
  const [applied, setApplied] = useState(startDate);
  const query = useGraphQLQuery(GET_USER_ACTIVITY, { startDate: applied });
  const activity = query.data?.userActivity;
  const empty = !activity || (activity.mobile.length === 0 && activity.desktop.length === 0);

  return (
    <ScreenHeader title="ACTIVITY VIEW">
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <Group gap="xs" align="center">
          <Text component="label" htmlFor="activity-start" fw={600} size="sm">
            Search From Date:
          </Text>
          <TextInput
            id="activity-start"
            type="date"
            value={startDate}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setStartDate(value);
              if (activityDays(value).length > 0) setApplied(value);
            }}
          />
        </Group>
        <ActivityLegend />
      </Group>
      <ListStatus isPending={query.isPending} isError={query.isError} onRetry={query.refetch} isEmpty={false}>
        <ActivityTable startDate={applied} mobile={activity?.mobile ?? []} desktop={activity?.desktop ?? []} />
        {empty && <Text c="dimmed">No activity in these 7 days</Text>}
      </ListStatus>
    </ScreenHeader>
  );
}
