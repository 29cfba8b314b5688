/** Message log (spec 3 §2, §3, §9): the type filter, the default range, and how each type's data is shown. */
export const MESSAGE_LOG_TYPES = [
  { value: 'all', label: 'All' },
  { value: 'data', label: 'Data' },
  { value: 'event', label: 'Event' },
  { value: 'health', label: 'Health' },
  { value: 'gps', label: 'GPS' },
  { value: 'overflow', label: 'Overflow' },
] as const;

export const MESSAGE_LOG_DEBOUNCE_MS = 1000;
export const MESSAGE_LOG_DEFAULT_SECONDS = 604_800;

/** The default range (epoch seconds): the last 7 days to now plus 60 s, widened to whole local days. */
export function messageLogDefaultRange(now: Date): { start: number; end: number } {
  const start = new Date(now.getTime() - MESSAGE_LOG_DEFAULT_SECONDS * 1000);
  start.setHours(0, 0, 0, 0);
  const end = new Date(now.getTime() + 60_000);
  end.setHours(23, 59, 59, 0);
  return { start: Math.floor(start.getTime() / 1000), end: Math.floor(end.getTime() / 1000) };
}

export interface MessageLogData {
  values: string[] | null;
  message: string | null;
  voltage: number | null;
  temperature: number | null;
  eventFlag: number | null;
  additionalData: string | null;
  raw: string;
}

/**
 * The Data column: data and gps join their values with commas; health shows temperature in °F, voltage in V and
 * the additional data; overflow its message; event and any other type the raw data.
 */
export function messageLogText(messageType: string, d: MessageLogData): string {
  switch (messageType) {
    case 'data':
    case 'gps':
      return (d.values ?? []).join(', ');
    case 'health': {
      const parts: string[] = [];
      if (d.temperature !== null) parts.push(`${d.temperature} °F`);
      if (d.voltage !== null) parts.push(`${d.voltage} V`);
      if (d.additionalData) parts.push(d.additionalData);
      return parts.join(', ');
    }
    case 'overflow':
      return d.message ?? '';
    // a message refused for its content (super users only): why, then what the device sent
    case 'refused':
      return `${d.message ?? ''} Payload: ${d.raw}`;
    default:
      return d.raw;
  }
}

/** Said after a message whose times the device clock rule moved (docs/device-protocol.md "Device clocks"). */
export function messageLogClockNote(clockOffsetSeconds: number | null | undefined): string {
  if (clockOffsetSeconds == null) return '';
  const ahead = clockOffsetSeconds >= 0;
  return ` (device clock ${Math.abs(clockOffsetSeconds).toLocaleString('en-US')} s ${ahead ? 'ahead' : 'behind'}; stored at the time received)`;
}
