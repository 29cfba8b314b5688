import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatDateTime, formatSiteTime } from '@fieldwatch/domain';

/**
 * The site time zone of the device a screen shows (Device.timeZone): every date on a device's screens is read in it,
 * the same for every viewer, with the zone written beside it when the viewer's clock differs. Outside a device's
 * screens there is none, and dates are the viewer's.
 */
const SiteZone = createContext<string | null>(null);

export function SiteTimeZone({ zone, children }: { zone: string | null | undefined; children: ReactNode }) {
  return <SiteZone.Provider value={zone ?? null}>{children}</SiteZone.Provider>;
}

/** The site zone of the device the screen shows, or null outside a device's screens. */
export function useSiteZone(): string | null {
  return useContext(SiteZone);
}

/** MM/DD/YY HH:mm(:ss) (spec 1 §9) of an epoch-seconds time, in the site zone when there is one. */
export function useSiteTime(): (epochSeconds: number | null | undefined, withSeconds?: boolean) => string {
  const zone = useContext(SiteZone);
  return useMemo(
    () =>
      (t, withSeconds = false) =>
        zone ? formatSiteTime(t, zone, withSeconds) : formatDateTime(t, withSeconds),
    [zone],
  );
}
