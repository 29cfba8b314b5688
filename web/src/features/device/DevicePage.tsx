import { Alert, Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { newDeviceBanner } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { useMe } from '../../app/auth/MeContext';
import { GET_DEVICE_RE } from './graphql/deviceRe';
import { DEVICE_TEXTS } from './texts';
import { DeviceInfoSection } from './DeviceInfoSection';
import { SettingsSection } from './SettingsSection';
import { DataStreamsSection } from './DataStreamsSection';
import { EventsSection } from './EventsSection';
import { BatterySection } from './BatterySection';
import { ReadingsSection } from './ReadingsSection';
import { SiteTimeZone } from '../../app/time/siteTime';
import { usePageTitle } from '../../app/page/pageTitle';
import { MOBILE_QUERY } from '../../app/state/menuStore';

/** /devices/:deviceID: everything about one device, and every change to it (spec 2 §2.1). */
export function DevicePage() {
  const id = Number(useParams().deviceID);
  const me = useMe();
  // no caching: what the page shows after a change is what the server has (spec 2 §7 "no caching")
  const query = useGraphQLQuery(GET_DEVICE_RE, { id }, { staleTime: 0, gcTime: 0, retry: false });
  const named = query.data?.deviceRe;
  usePageTitle(named ? (named.name ?? `Device ${named.id}`) : null);
  // on a phone the channels' levels and alarm states come first, where the page opens: Device Info and Settings fill
  // more than a phone's screen, and what a tank holds now is what a phone user opens the page for. Moved in the
  // document, not only on screen, so a screen reader meets them in the order they are seen.
  const phone = useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches, { getInitialValueInEffect: false });
  if (query.isPending) return <DelayedSpinner />;
  if (query.isError) return <Text p="lg">{DEVICE_TEXTS.cannotAccess}</Text>;
  const device = query.data.deviceRe;
  if (!device) return <Text p="lg">{DEVICE_TEXTS.notFound}</Text>;
  const banner = newDeviceBanner(device);
  const refetch = () => void query.refetch();

  return (
    <SiteTimeZone zone={device.timeZone}>
      <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
        <Group justify="space-between">
          <Title order={1} size="h2">
            {device.name ?? `Device ${device.id}`}
          </Title>
          {device.viewerAbilities.messageLog && (
            <Anchor component={Link} to={`/admin/messageLog/${device.id}`}>
              View Message Log
            </Anchor>
          )}
        </Group>
        {banner && (
          <Alert color="blue" data-testid="new-device-banner">
            {banner}
          </Alert>
        )}
        {device.replacementID !== null && (
          <Alert color="yellow">
            This device was replaced by{' '}
            <Anchor component={Link} to={`/devices/${device.replacementID}`}>
              device {device.replacementID}
            </Anchor>
            .
          </Alert>
        )}
        {phone && <DataStreamsSection device={device} />}
        <DeviceInfoSection device={device} gps={query.data.deviceGps} me={me} onSaved={refetch} />
        <SettingsSection device={device} me={me} onSaved={refetch} />
        {!phone && <DataStreamsSection device={device} />}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <EventsSection device={device} onSaved={refetch} />
          <BatterySection device={device} />
        </SimpleGrid>
        <ReadingsSection device={device} onSaved={refetch} />
      </Stack>
    </SiteTimeZone>
  );
}
