import type { ConversionOptions } from '@fieldwatch/domain';

/** What the tag page shell passes to each panel it hosts (alarms, reports, calibration). */
export interface TagPanelProps {
  deviceID: number;
  tag: string;
  /** The device's site zone (Device.timeZone): its report days and the dates its panels show are read in it. */
  timeZone?: string;
  /** The sensor as the page names it ("Big Tank 1 · Level"): what a confirmation says goes. */
  sensorName?: string;
  /** Gravity and tank volume for values shown in a unit other than the stored one (the tag view's conversion). */
  conversion?: ConversionOptions;
}
