import { ConfirmRemovalModal } from '../../ui/removal/ConfirmRemovalModal';
import type { AlarmPanel } from './graphql/alarms';

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
/** 'the rule', 'all 3 rules'; null for none, which the question leaves out. */
const these = (n: number, one: string) => (n === 0 ? null : n === 1 ? `the ${one}` : `all ${n} ${one}s`);
/** 'a', 'a and b', 'a, b and c'. */
const joined = (parts: string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

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
  const parts = [
    these(panel.rules.length, 'rule'),
    these(panel.actions.length, 'notification'),
    thresholds ? 'the legacy thresholds' : null,
    panel.offlineAlarm ? 'the offline alarm' : null,
  ].filter((p): p is string => p !== null);
  return {
    question: `Remove ${parts.length ? joined(parts) : 'the alarms'} of ${sensorName}?`,
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
