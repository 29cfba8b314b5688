import { useCapabilities } from '../../app/auth/MeContext';
import { AlarmCards } from './AlarmCards';
import { ProviderAlarms } from './ProviderAlarms';

/**
 * A company's users see their devices in alarm as cards (spec 1 §2). Spec 1 §6 gives super users no Alarms list;
 * the provider's staff get, instead, every company's alarms in one table (capability providerAlarms).
 */
export function AlarmsPage() {
  const caps = useCapabilities();
  if (caps.alarmsList) return <AlarmCards />;
  if (caps.providerAlarms) return <ProviderAlarms />;
  return null;
}
