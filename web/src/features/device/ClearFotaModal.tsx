import { FOTA_SETTING_KEYS } from '@fieldwatch/domain';
import { ConfirmRemovalModal } from '../../ui/removal/ConfirmRemovalModal';
import type { PageDevice } from './graphql/deviceRe';

/** What Clear Fota withdraws, named: each FOTA key's pending firmware choice (its desired value). */
export function clearFotaTexts(device: PageDevice) {
  const name = device.name || `Device ${device.id}`;
  const pending = device.settings.filter((s) => FOTA_SETTING_KEYS.includes(s.key) && s.desiredValue !== null);
  if (pending.length === 0) {
    return { question: `Clear Fota of ${name}?`, consequence: 'No firmware update is pending for this device: nothing will change.' };
  }
  const list = pending.map((s) => `${s.key} ${s.desiredValue}`).join(' and ');
  return {
    question: `Clear Fota of ${name}: withdraw ${list}?`,
    consequence: 'The device will not be asked to fetch this firmware any more.',
  };
}

interface Props {
  device: PageDevice;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Clear Fota's confirmation (the button keeps the spec's label); the cleared values come back with Undo. */
export function ClearFotaModal({ device, onConfirm, onCancel }: Props) {
  const t = clearFotaTexts(device);
  return (
    <ConfirmRemovalModal
      opened
      title="Clear Fota"
      question={t.question}
      consequence={t.consequence}
      irreversible={false}
      confirmLabel="Clear Fota"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
