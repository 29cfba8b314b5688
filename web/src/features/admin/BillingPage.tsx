import { ScreenHeader } from '../../ui/ScreenHeader';

export function BillingPage() {
  return <ScreenHeader title="Generate Invoice" />;
}
