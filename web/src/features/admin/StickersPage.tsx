import { ScreenHeader } from '../../ui/ScreenHeader';

export function StickersPage() {
  return <ScreenHeader title="Label Printing" />;
}
