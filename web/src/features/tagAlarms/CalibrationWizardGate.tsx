import type { TagPanelProps } from './TagPanelProps';

// Placeholder until the sensor-page alarms/calibration/reports work lands (issue 6): the tag page shell imports it.
export function CalibrationWizardGate(_props: TagPanelProps) {
  return null;
}
