import { ScreenHeader } from '../../ui/ScreenHeader';

export function UnsubscribePage() {
  return <ScreenHeader title="Unsubscribe" />;
}
