import { ScreenHeader } from '../../ui/ScreenHeader';

export function AddDevicePage() {
  return <ScreenHeader title="Add Device" />;
}
