import { ScreenHeader } from '../../ui/ScreenHeader';

export function ActivityPage() {
  return <ScreenHeader title="ACTIVITY VIEW" />;
}
