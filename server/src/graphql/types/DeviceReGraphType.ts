import { builder } from '../builder';

/** The parent of everything the sensor page loads (GET_TAG / GET_ALL_TAG → deviceReGraph). */
export interface DeviceReGraphShape {
  deviceId: number;
  tag: string;
  /** Epoch seconds; null means unbounded. */
  startTime: number | null;
  endTime: number | null;
  downsampled: boolean;
  /** A zoomed window's pixel count; null: the page's fixed loads. */
  points: number | null;
}

/**
 * Declared here, filled by area files with `builder.objectFields(DeviceReGraphType, ...)`: the graph area adds
 * device, tag, graphs and comments; the alarms area adds alarms and calibrations.
 */
export const DeviceReGraphType = builder.objectRef<DeviceReGraphShape>('DeviceReGraph').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('deviceId'),
    tagName: t.exposeString('tag'),
  }),
});
