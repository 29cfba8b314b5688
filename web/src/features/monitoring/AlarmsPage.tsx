import { useCapabilities } from '../../app/auth/MeContext';
import { AlarmCards } from './AlarmCards';

export function AlarmsPage() {
  // Spec 1 §2, §6: the Alarms list shows nothing for super users.
  if (!useCapabilities().alarmsList) return null;
  return <AlarmCards />;
}
