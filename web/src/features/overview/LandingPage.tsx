import { SimpleGrid, Stack, Title } from '@mantine/core';
import { LANDING_TARDY } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useCapabilities, useMe } from '../../app/auth/MeContext';
import { SHELL_TEXTS } from '../../app/texts';
import { useDirectoryView } from '../../app/state/directoryStore';
import { AlarmsBox } from './AlarmsBox';
import { BatteryWarningBox } from './BatteryWarningBox';
import {
  GET_LANDING_ALARMS,
  GET_LANDING_COUNTS,
  GET_LANDING_TARDY,
  GET_LANDING_VOLTAGE,
  GET_LANDING_REBOOTS,
  GET_NOTICES,
} from './graphql/landing';
import { HealthBanner } from './HealthBanner';
import { RebootBox } from './RebootBox';
import { NotificationsList } from './NotificationsList';
import { TardyBox } from './TardyBox';
import { useAlarmRefresh } from './useAlarmRefresh';
import { useCompanyName } from './useCompanyName';

/** Counts and alarms also follow live alarm updates; the interval catches what a dropped stream missed. */
const REFRESH_MS = 60_000;

/** The landing overview (spec 1 §2): per the company a super user picked, else the user's own. */
export function LandingPage() {
  const me = useMe();
  const caps = useCapabilities();
  const { companyID } = useDirectoryView();
  const companyName = useCompanyName();
  const company = { selectedCompanyID: me.isSuperUser ? companyID : null };

  const counts = useGraphQLQuery(GET_LANDING_COUNTS, company, { refetchInterval: REFRESH_MS });
  const alarms = useGraphQLQuery(GET_LANDING_ALARMS, company, { refetchInterval: REFRESH_MS, enabled: caps.alarmsList });
  const tardy = useGraphQLQuery(GET_LANDING_TARDY, {
    ...company,
    recentDays: LANDING_TARDY.recent,
    previousDays: LANDING_TARDY.previous,
    limit: LANDING_TARDY.limit,
  });
  const voltage = useGraphQLQuery(GET_LANDING_VOLTAGE, company);
  const reboots = useGraphQLQuery(GET_LANDING_REBOOTS, company);
  const notices = useGraphQLQuery(GET_NOTICES, {});
  useAlarmRefresh(caps.alarmsList ? [GET_LANDING_COUNTS, GET_LANDING_ALARMS] : [GET_LANDING_COUNTS]);

  return (
    <Stack gap="md" p="lg">
      <Title order={1} size="h2">
        {companyName ?? SHELL_TEXTS.notAvailable}
      </Title>
      <HealthBanner query={counts} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {caps.alarmsList && <AlarmsBox query={alarms} />}
        <TardyBox query={tardy} seeAll={caps.tardyList} />
        <BatteryWarningBox query={voltage} />
        <RebootBox query={reboots} />
        <NotificationsList query={notices} />
      </SimpleGrid>
    </Stack>
  );
}
