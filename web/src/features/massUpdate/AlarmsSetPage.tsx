import { ScreenHeader } from '../../ui/ScreenHeader';

export function AlarmsSetPage() {
  return <ScreenHeader title="Check Alarms Set" />;
}
