import { ScreenHeader } from '../../ui/ScreenHeader';

export function AddGroupPage() {
  return <ScreenHeader title="Add Group" note="New groups will include no users or devices upon creation." />;
}
