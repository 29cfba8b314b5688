import { useState } from 'react';
import { wizardOpensAutomatically } from '@fieldwatch/domain';
import { useCapabilities } from '../../app/auth/MeContext';
import type { TagPanelProps } from '../tag/TagPanelProps';
import { useCalibrations } from './useCalibrations';
import { CalibrationModal } from './CalibrationModal';

/**
 * Opens the calibration wizard by itself when a sonr, puls or pult tag has no calibration (spec 2 §4.6), for users
 * who may calibrate; closing it leaves it closed for this visit.
 */
export function CalibrationWizardGate({ deviceID, tag }: TagPanelProps) {
  const can = useCapabilities().calibrate;
  const cal = useCalibrations(deviceID, tag);
  const [dismissed, setDismissed] = useState(false);
  const open = can && !dismissed && cal.query.isSuccess && wizardOpensAutomatically(tag, cal.list.length);
  if (!open) return null;
  return <CalibrationModal deviceID={deviceID} tag={tag} opened onClose={() => setDismissed(true)} />;
}
