import { ScreenHeader } from '../../ui/ScreenHeader';

export function FotaPage() {
  return <ScreenHeader title="FOTA Management" />;
}
