import { ScreenHeader } from '../../ui/ScreenHeader';

export function NewDevicesPage() {
  return <ScreenHeader title="New Devices" />;
}
