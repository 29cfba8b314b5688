import { ScreenHeader } from '../../ui/ScreenHeader';

export function AddCompanyPage() {
  return <ScreenHeader title="Add Company" />;
}
