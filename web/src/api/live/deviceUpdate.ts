import { graphql, type ItemOf, type ResultOf } from '../graphql';

/** The live updates the signed-in screens keep open (read as server-sent events by deviceUpdatesStream). */
export const DEVICE_UPDATES_SUBSCRIPTION = graphql(`subscription DeviceUpdates { deviceUpdates { deviceID tag time value alarmFlag } }`);

/** One item of the deviceUpdates subscription: a new reading (value set) or an alarm flag change (alarmFlag set); time in epoch seconds. */
export type DeviceUpdate = ItemOf<ResultOf<typeof DEVICE_UPDATES_SUBSCRIPTION>['deviceUpdates']>;
