import { createHash } from 'node:crypto';

/** The firmware images the FOTA screens list; devices' settings point at them by CRC id. */
export interface DemoImage {
  name: string;
  type: 'application' | 'relocate' | 'other';
  daysAgo: number;
}

export const FIRMWARE_IMAGES: readonly DemoImage[] = [
  { name: 'application_v167', type: 'application', daysAgo: 700 },
  { name: 'application_v178', type: 'application', daysAgo: 520 },
  { name: 'application_v187', type: 'application', daysAgo: 400 },
  { name: 'application_v192', type: 'application', daysAgo: 300 },
  { name: 'application_v199', type: 'application', daysAgo: 150 },
  { name: 'generic_app_18510', type: 'application', daysAgo: 260 },
  { name: 'generic_app_20410', type: 'application', daysAgo: 180 },
  { name: 'generic_app_25097', type: 'application', daysAgo: 60 },
  { name: 'relocate_v3', type: 'relocate', daysAgo: 500 },
  { name: 'relocate_v4', type: 'relocate', daysAgo: 120 },
  { name: 'bootloader_v2', type: 'other', daysAgo: 640 },
];

/** An 8-hex-digit CRC-style id; derived from the name so it is stable across starts. */
export function firmwareCrc(name: string): string {
  return createHash('sha256').update(name).digest('hex').slice(0, 8).toUpperCase();
}

/** The application image a device on this firmware version runs. */
export function applicationImageFor(firmwareVersion: number): string {
  return firmwareVersion >= 10_000 ? `generic_app_${firmwareVersion}` : `application_v${firmwareVersion}`;
}
