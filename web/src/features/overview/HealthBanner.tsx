import { SimpleGrid } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { healthColour, healthText } from '@fieldwatch/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LandingCounts } from './graphql/landing';
import { useCapabilities } from '../../app/auth/MeContext';
import { BannerStat } from './BannerStat';
import { InfoTooltip } from './InfoTooltip';
import { ListError } from '../../ui/listError/ListError';

const HEALTH_TOOLTIP = 'Health is the share of active devices still sending data on schedule. It is a test indicator.';

// a colour's name, not a shade: the theme makes each colour's text readable on the light scheme's backgrounds
const COLOURS = { green: 'green', yellow: 'yellow', red: 'red' } as const;

/** Health %, Active Devices, Tardy Devices and Active Alarms (spec 1 §2 "Landing overview"). */
export function HealthBanner({ query }: { query: UseQueryResult<{ landingPage: LandingCounts | null }> }) {
  // the devices behind a health short of 100 are the tardy ones: the list for those who may open it
  const tardyList = useCapabilities().tardyList ? { to: '/alerts', label: 'health: see the tardy devices' } : undefined;
  if (query.isError) return <ListError onRetry={query.refetch} retryLabel="Retry Overview" />;
  const counts = query.data?.landingPage;
  // Until the counts arrive the tiles keep their place, so the boxes below do not jump.
  const show = (n: number | null | undefined) => (counts ? String(n ?? 0) : '–');
  const colour = healthColour(counts?.health);
  const alarms = counts?.alarm ?? 0;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label="Overview" role="group">
      <BannerStat
        label="Health"
        value={counts ? healthText(counts.health) : '–'}
        color={colour ? COLOURS[colour] : undefined}
        link={counts ? tardyList : undefined}
        extra={<InfoTooltip label={HEALTH_TOOLTIP} about="Health" />}
      />
      <BannerStat label="Active Devices" value={show(counts?.device)} />
      <BannerStat label="Tardy Devices" value={show(counts?.tardy)} />
      <BannerStat
        label="Active Alarms"
        value={show(counts?.alarm)}
        color={alarms > 0 ? 'red' : undefined}
        extra={alarms > 0 ? <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-label="Alarms active" /> : null}
      />
    </SimpleGrid>
  );
}
