import { ScreenHeader } from '../../ui/ScreenHeader';

export function NewPOPage() {
  return <ScreenHeader title="New P.O." />;
}
