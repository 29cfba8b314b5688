import { ScreenHeader } from '../../ui/ScreenHeader';

export function AllDevicesPage() {
  return <ScreenHeader title="All Devices" />;
}
