import { ScreenHeader } from '../../ui/ScreenHeader';

export function BatteryPage() {
  return <ScreenHeader title="BATTERY VIEW" />;
}
