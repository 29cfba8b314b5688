import { ScreenHeader } from '../../ui/ScreenHeader';

export function UpdateDevicesPage() {
  return <ScreenHeader title="UPDATE DEVICES" note="*mass update all chosen devices in your directory with the selected settings. use with caution." />;
}
