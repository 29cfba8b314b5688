import { Suspense } from 'react';
import { DelayedSpinner } from '../DelayedSpinner';
import { ErrorBoundary } from '../ErrorBoundary';
import type { SidebarKind } from '../routes/routeTable';
import { SIDE_PANELS } from './sidePanels';

export function SidePanel({ kind }: { kind: Exclude<SidebarKind, 'none'> }) {
  const Panel = SIDE_PANELS[kind];
  return (
    <ErrorBoundary>
      <Suspense fallback={<DelayedSpinner />}>
        <Panel />
      </Suspense>
    </ErrorBoundary>
  );
}
