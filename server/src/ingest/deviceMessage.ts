/** The messages a device sends (docs/device-protocol.md), after validation. Times are when it was measured. */
export type MessageType = 'data' | 'event' | 'health' | 'gps' | 'overflow' | 'settings';

export const MESSAGE_TYPES: readonly MessageType[] = ['data', 'event', 'health', 'gps', 'overflow', 'settings'];

export interface ReadingInput {
  tag: string;
  time: Date;
  value: number;
  temp: number | null;
}

export interface HealthInput {
  voltage: number | null;
  temperature: number | null;
  csq: number | null;
  solar: number | null;
  batteryDelta: number | null;
  carrier: string | null;
}

export type DeviceMessage =
  | { type: 'data'; time: Date; readings: ReadingInput[] }
  | { type: 'event'; time: Date; flag: number }
  | { type: 'health'; time: Date; health: HealthInput }
  | { type: 'gps'; time: Date; latitude: number; longitude: number }
  | { type: 'overflow'; time: Date; message: string }
  | { type: 'settings'; time: Date; settings: Record<string, string> };

/** A validated message with its device and the payload as received (kept in the message log). */
export interface IncomingMessage {
  deviceId: number;
  message: DeviceMessage;
  raw: unknown;
  /** The payload as received (valid JSON), stored as is in the message log; without it `raw` is serialized. */
  rawText?: string;
  receivedAt: Date;
  /** Set when the clock rule moved the message's times: how far ahead the device's clock was (ms; negative: behind). */
  clockOffsetMs?: number | null;
}
