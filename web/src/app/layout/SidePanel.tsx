import { Suspense } from 'react';
import { DelayedSpinner } from '../DelayedSpinner';
import { ErrorBoundary } from '../ErrorBoundary';
import { lazyScreen } from '../routes/lazyScreen';
import type { SidebarKind } from '../routes/routeTable';

const DirectorySidebar = lazyScreen(() => import('../../features/directory/DirectorySidebar'), 'DirectorySidebar');
const TeamSidebar = lazyScreen(() => import('../../features/team/TeamSidebar'), 'TeamSidebar');

export function SidePanel({ kind }: { kind: Exclude<SidebarKind, 'none'> }) {
  const Panel = kind === 'team' ? TeamSidebar : DirectorySidebar;
  return (
    <ErrorBoundary>
      <Suspense fallback={<DelayedSpinner />}>
        <Panel />
      </Suspense>
    </ErrorBoundary>
  );
}
