import { ScreenHeader } from '../../ui/ScreenHeader';

export function ManufacturingChecklistPage() {
  return <ScreenHeader title="Manufacturing Checklist" />;
}
