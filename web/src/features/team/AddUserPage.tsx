import { ScreenHeader } from '../../ui/ScreenHeader';

export function AddUserPage() {
  return <ScreenHeader title="Add User" note="New users will have limited permissions for all devices by default." />;
}
