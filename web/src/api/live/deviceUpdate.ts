/** One item of the deviceUpdates subscription: a new reading (value set) or an alarm flag change (alarmFlag set). */
export interface DeviceUpdate {
  deviceID: number;
  tag: string;
  /** Epoch seconds. */
  time: number;
  value: number | null;
  alarmFlag: string | null;
}

export const DEVICE_UPDATES_SUBSCRIPTION = 'subscription DeviceUpdates { deviceUpdates { deviceID tag time value alarmFlag } }';
