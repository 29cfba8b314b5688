import { ConfirmRemovalModal } from '../../ui/removal/ConfirmRemovalModal';

interface Props {
  opened: boolean;
  deviceName: string;
  /** How many data streams (tags) the device has: each one's readings go. */
  streams: number;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * The Clear Data confirmation (spec 2 §4.1): confirming saves the device, clears all tag data and reloads. No Undo:
 * every reading of every stream goes (possibly years of them), far more than a removal keeps for 10 seconds.
 */
export function ClearDataModal({ opened, deviceName, streams, onClose, onConfirm }: Props) {
  return (
    <ConfirmRemovalModal
      opened={opened}
      title="Clear Data"
      question={`Delete every reading of ${streams === 1 ? 'the 1 data stream' : `all ${streams} data streams`} of ${deviceName}?`}
      consequence="The user data typed in against its graphs goes too; its settings, calibrations, alarms and comments stay."
      irreversible
      confirmLabel="Clear Data"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        onConfirm();
      }}
    />
  );
}
