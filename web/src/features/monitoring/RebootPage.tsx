import { ScreenHeader } from '../../ui/ScreenHeader';

export function RebootPage() {
  return <ScreenHeader title="Rebooting Devices" />;
}
