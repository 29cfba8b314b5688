/**
 * What the acknowledge-link routes answer (`GET`/`POST /api/ack/...`), the contract between the server and the
 * confirmation page that needs no sign-in: written once here, since these routes are not GraphQL.
 */
export type AckOutcome = 'open' | 'acknowledged' | 'already' | 'used' | 'expired' | 'invalid' | 'no_access' | 'stale';

/** What the confirmation page names: the device, the sensor, the alarm and when it was raised. */
export interface AckLinkDetails {
  deviceId: number;
  device: string;
  tag: string;
  sensor: string;
  alarm: string;
  /** When the alarm was raised (epoch milliseconds). */
  raisedAt: number;
  /** The device's site time zone, which the page prints the time in (the same for every recipient). */
  timeZone: string;
}

export interface AckLinkAnswer {
  outcome: AckOutcome;
  message: string;
  details: AckLinkDetails | null;
}
