import { ScreenHeader } from '../../ui/ScreenHeader';

export function CellularPage() {
  return <ScreenHeader title="CELLULAR VIEW" />;
}
