import { ScreenHeader } from '../../ui/ScreenHeader';

export function DeviceIDsPage() {
  return <ScreenHeader title="Device IDs" />;
}
