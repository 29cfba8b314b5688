/** What the tag page shell passes to each panel it hosts (alarms, reports, calibration). */
export interface TagPanelProps {
  deviceID: number;
  tag: string;
}
