import { ConfirmRemovalModal } from '../../ui/removal/ConfirmRemovalModal';
import type { AlarmPanel } from './graphql/alarms';

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * What Remove All Alarms takes, named: every rule and notification of the tag, with its legacy thresholds and offline
 * alarm (saveAlarms 'remove'); a demo user's removal takes only their own notifications, so it says only that.
 */
export function removeAllAlarmsTexts(panel: AlarmPanel, sensorName: string, isDemo: boolean, myId: number) {
  if (isDemo) {
    const mine = panel.actions.filter((a) => a.user?.id === myId).length;
    return {
      question: `Remove your ${count(mine, 'notification')} of ${sensorName}?`,
      consequence: "You will no longer be notified of this tag's alarms.",
    };
  }
  const thresholds = [panel.criticalHigh, panel.criticalLow, panel.highWarning, panel.lowWarning, panel.low, panel.high].some(
    (v) => v !== null && v !== undefined,
  );
  const more = [thresholds && 'its legacy thresholds', panel.offlineAlarm && 'its offline alarm'].filter(Boolean).join(' and ');
  return {
    question: `Remove all ${count(panel.rules.length, 'rule')} and ${count(panel.actions.length, 'notification')} of ${sensorName}${more ? `, with ${more}` : ''}?`,
    consequence: "Nobody will be notified of this tag's alarms.",
  };
}

interface Props {
  opened: boolean;
  panel: AlarmPanel;
  sensorName: string;
  isDemo: boolean;
  myId: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Remove All Alarms' confirmation (its label kept as the spec's): names every rule and notification that goes. */
export function RemoveAllAlarmsModal({ opened, panel, sensorName, isDemo, myId, busy, onConfirm, onCancel }: Props) {
  const t = removeAllAlarmsTexts(panel, sensorName, isDemo, myId);
  return (
    <ConfirmRemovalModal
      opened={opened}
      title="Remove All Alarms"
      question={t.question}
      consequence={t.consequence}
      irreversible={false}
      confirmLabel="Remove All Alarms"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
