import { useCapabilities } from '../../app/auth/MeContext';
import { ScreenHeader } from '../../ui/ScreenHeader';

export function AlarmsPage() {
  // Spec 1 §2: the Alarms list shows nothing for super users.
  if (!useCapabilities().alarmsList) return null;
  return <ScreenHeader title="Alarms" />;
}
