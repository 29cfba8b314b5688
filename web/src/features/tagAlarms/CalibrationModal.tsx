import type { TagPanelProps } from './TagPanelProps';

export interface CalibrationModalProps extends TagPanelProps {
  opened: boolean;
  onClose: () => void;
  /** Epoch seconds of the graph point the user clicked ('Add Calibration'), if any. */
  time?: number;
}

// Placeholder until the sensor-page calibration work lands (issue 6): the graph's click menu opens it.
export function CalibrationModal(_props: CalibrationModalProps) {
  return null;
}
