import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { sessionHeaders } from '../../api/graphql';
import { DEVICE_TEXTS } from './texts';

export interface FirmwareVersion {
  name: string;
  crc_id: string;
}

async function fetchFirmwareVersions(signal: AbortSignal): Promise<FirmwareVersion[]> {
  const res = await fetch('/api/fota/firmware-versions', { headers: sessionHeaders(), signal, credentials: 'include' });
  if (!res.ok) throw new Error(`firmware versions: HTTP ${res.status}`);
  return (await res.json()) as FirmwareVersion[];
}

/**
 * The firmware images, split into application (names with 'application' or 'generic') and relocate versions
 * (spec 2 §3). Only super users choose signatures; for them a failure shows a persistent toast (100 s).
 */
export function useFirmwareVersions(enabled: boolean) {
  const query = useQuery({
    queryKey: ['firmware-versions'],
    queryFn: ({ signal }) => fetchFirmwareVersions(signal),
    enabled,
    retry: false,
  });
  useEffect(() => {
    if (query.isError) {
      notifications.show({ id: 'firmware-versions-failed', color: 'red', message: DEVICE_TEXTS.firmwareFailed, autoClose: 100_000 });
    }
  }, [query.isError]);
  const all = query.data ?? [];
  return {
    application: all.filter((v) => /application|generic/i.test(v.name)),
    relocate: all.filter((v) => /relocate/i.test(v.name)),
  };
}
