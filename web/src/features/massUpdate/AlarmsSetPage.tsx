import { useState } from 'react';
import { Anchor, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useCapabilities } from '../../app/auth/MeContext';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { ListStatus } from '../monitoring/ListStatus';
import { ALARM_CHECKER, type AlarmCheckItem } from './graphql/alarmChecker';
import { MASS_UPDATE_OPTIONS } from './graphql/massUpdate';

function byCompany(items: AlarmCheckItem[]): { companyID: number; companyName: string; ids: number[] }[] {
  const out: { companyID: number; companyName: string; ids: number[] }[] = [];
  for (const it of items) {
    const last = out.at(-1);
    if (last?.companyID === it.companyID) last.ids.push(it.id);
    else out.push({ companyID: it.companyID, companyName: it.companyName, ids: [it.id] });
  }
  return out;
}

/**
 * Check Alarms Set (spec 3 §2): devices without any alarm set, linked to their pages, grouped by company. Super users
 * and privileged users pick the company (all by default); others see the first company alphabetically.
 */
export function AlarmsSetPage() {
  const caps = useCapabilities();
  const [companyID, setCompanyID] = useState<number | null>(null);
  const query = useGraphQLQuery(ALARM_CHECKER, { companyID });
  const companies = useGraphQLQuery(MASS_UPDATE_OPTIONS, {}, { enabled: caps.companyPicker }).data?.massUpdateOptions.companies ?? [];
  const groups = byCompany(query.data?.alarmChecker ?? []);
  const shown = caps.companyPicker ? groups : groups.slice(0, 1);
  return (
    <ScreenHeader title="Check Alarms Set" note="Devices with no alarms set.">
      {caps.companyPicker && (
        <NativeSelect
          label="Company"
          maw={320}
          data={[{ value: '', label: 'All companies' }, ...companies.map((c) => ({ value: String(c.id), label: c.name }))]}
          value={companyID === null ? '' : String(companyID)}
          onChange={(e) => setCompanyID(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        />
      )}
      <ListStatus isPending={query.isPending} isError={query.isError} onRetry={query.refetch} isEmpty={shown.length === 0}>
        <Stack gap="lg">
          {shown.map((g) => (
            <Stack key={g.companyID} gap={4} aria-label={g.companyName} role="region">
              <Title order={2} size="h4">
                {g.companyName}
              </Title>
              <Text size="xs" c="dimmed">{`${g.ids.length} devices`}</Text>
              <Group gap="sm">
                {g.ids.map((id) => (
                  <Anchor key={id} component={Link} to={`/devices/${id}`}>
                    {id}
                  </Anchor>
                ))}
              </Group>
            </Stack>
          ))}
        </Stack>
      </ListStatus>
    </ScreenHeader>
  );
}
