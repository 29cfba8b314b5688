import { ScreenHeader } from '../../ui/ScreenHeader';

export function TardyDevicesPage() {
  return <ScreenHeader title="TARDY DEVICES" note="*Devices that have not sent a reading for a while. May not always indicate an issue (such as devices recently shut down)." />;
}
