/** Labels of the device event flags (spec 3 §3 event table; docs/device-protocol.md). */
const SINGLE: Record<number, string> = {
  1: 'Start Up',
  2: 'User shutdown',
  3: 'Sensor failure shutdown',
  4: 'Hibernate - Low Battery',
  5: 'Wake from low battery hibernation',
  6: 'Hibernate - Low Temperature',
  7: 'Wake from low temperature hibernation',
  8: 'Sensor error',
  9: 'Internal failure shutdown',
  10: 'User timing change',
  11: 'System timing change',
  19: 'Operator change',
  20: 'Looking for new Operator',
  21: 'EDRX Success',
  22: 'EDRX Failure',
  23: 'PSM time refreshed',
  24: 'Connected to an unknown operator',
  25: 'Connected to T-Mobile',
  26: 'Connected to Verizon',
  27: 'Connected to AT&T',
  30: 'Shutdown forced button',
  31: 'Shutdown I2C fault',
  68: 'Start Up - FOTA',
  69: 'Modem - Set IPR to 19200',
  70: 'Start Up - Reboot',
};

/** The text an event list shows for a flag. */
export function eventLabel(flag: number): string {
  const single = SINGLE[flag];
  if (single) return single;
  if (flag >= 12 && flag <= 18) return `Communication error (${flag})`;
  if (flag >= 51 && flag <= 56) return `Sensor error (${flag})`;
  if (flag >= 57 && flag <= 67) return `Modem fault (${flag})`;
  return `Event ${flag}`;
}

/** Flags everyone sees; super users see every flag (spec 2 §6). */
export const PUBLIC_EVENT_FLAGS: readonly number[] = [1, 2, 3];
