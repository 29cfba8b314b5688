import { ScreenHeader } from '../../ui/ScreenHeader';

export function LogisticsPage() {
  return <ScreenHeader title="Logistics" />;
}
