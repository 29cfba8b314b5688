import { Modal, Text } from '@mantine/core';
import { DEMO_RESTRICTED_TEXT, DEMO_RESTRICTED_TITLE, needsCalibration, NO_CALIBRATION_NEEDED, wizardOf } from '@fieldwatch/domain';
import { useMe } from '../../app/auth/MeContext';
import type { TagPanelProps } from '../tag/TagPanelProps';
import { useCalibrations } from './useCalibrations';
import { RadarSonarWizard } from './RadarSonarWizard';
import { TurbineWizard } from './TurbineWizard';
import { GenericCalibrationForm } from './GenericCalibrationForm';
import { CalibrationHistory } from './CalibrationHistory';

export interface CalibrationModalProps extends TagPanelProps {
  opened: boolean;
  onClose: () => void;
  /** Epoch seconds of the graph point the user clicked ('Add Calibration'), if any. */
  time?: number;
}

/**
 * The calibration modal (spec 2 §2.2, §4.5, §4.6): the radar/sonar or turbine wizard, the generic form of the
 * sensor type, or 'This sensor does not require calibration.'. Demo users get the restriction notice.
 */
export function CalibrationModal({ deviceID, tag, opened, onClose, time }: CalibrationModalProps) {
  const me = useMe();
  const cal = useCalibrations(deviceID, tag);
  const done = () => {
    void cal.refresh();
    onClose();
  };
  if (me.isDemo) {
    return (
      <Modal opened={opened} onClose={onClose} title={DEMO_RESTRICTED_TITLE} centered>
        <Text>{DEMO_RESTRICTED_TEXT}</Text>
      </Modal>
    );
  }
  const wizard = wizardOf(tag);
  return (
    <Modal opened={opened} onClose={onClose} title="Calibration" centered size="lg">
      {cal.query.isPending ? null : wizard === 'radar' || wizard === 'sonar' ? (
        <RadarSonarWizard deviceID={deviceID} tag={tag as 'dist' | 'sonr'} latest={cal.latest} time={time} onDone={done} />
      ) : wizard === 'turbine' ? (
        <TurbineWizard deviceID={deviceID} tag={tag} latest={cal.latest} onDone={done} />
      ) : needsCalibration(tag) ? (
        <GenericCalibrationForm deviceID={deviceID} tag={tag} latest={cal.latest} time={time} onDone={done} />
      ) : (
        <Text>{NO_CALIBRATION_NEEDED}</Text>
      )}
      <CalibrationHistory deviceID={deviceID} tag={tag} list={cal.list} onChanged={() => void cal.refresh()} />
    </Modal>
  );
}
