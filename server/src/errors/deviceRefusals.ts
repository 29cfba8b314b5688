/**
 * Every reason the ingest refuses a device message, with a stable code and the sentence an integrator reads
 * (docs/device-protocol.md "Refusals" lists them). The code travels in the HTTP answer and the refusal record; the
 * detail (which field, which value) is appended to the sentence. A refusal is permanent: the same bytes are refused
 * again, so a device drops the message instead of retrying it.
 */
const DEVICE_REFUSALS = {
  UNKNOWN_TYPE: 'The message type is not one of data, event, health, gps, overflow, settings.',
  PAYLOAD_TOO_LARGE: 'The payload is over 65536 bytes.',
  NOT_JSON: 'The payload is not JSON.',
  NOT_AN_OBJECT: 'The payload must be a JSON object.',
  BAD_ESCAPE: 'The payload has a \\u0000 or an unpaired surrogate escape.',
  BAD_NUMBER: 'A field that must be a number is not a finite number in range.',
  BAD_TIME: 'A time is not a number of epoch seconds that the device clock rule can place.',
  BAD_TAG: 'A tag name does not match ^[A-Za-z_][A-Za-z0-9_]{0,31}$.',
  NO_READINGS: 'A data message needs values or readings.',
  TOO_MANY_READINGS: 'A message holds at most 500 readings.',
  BAD_FIELD: 'A field is missing or has the wrong type.',
  NOT_STORABLE: 'The database refused this message; it was recorded as refused.',
} as const;

export type DeviceRefusalCode = keyof typeof DEVICE_REFUSALS;

/** A device message refused for its content: never stored, answered once with the code and reason. */
export class MessageRejected extends Error {
  override readonly name = 'MessageRejected';

  constructor(
    readonly code: DeviceRefusalCode,
    detail?: string,
  ) {
    super(detail ? `${DEVICE_REFUSALS[code]} (${detail})` : DEVICE_REFUSALS[code]);
  }
}
