import { ScreenHeader } from '../../ui/ScreenHeader';

export function TasksPage() {
  return <ScreenHeader title="Tasks" />;
}
