import { ScreenHeader } from '../../ui/ScreenHeader';

export function SkuPage() {
  return <ScreenHeader title="SKU VIEW" />;
}
