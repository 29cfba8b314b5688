import { ScreenHeader } from '../../ui/ScreenHeader';

export function GhostsPage() {
  return <ScreenHeader title="POSSIBLE GHOSTS VIEW" />;
}
