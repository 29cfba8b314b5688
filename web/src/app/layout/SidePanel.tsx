import { Suspense } from 'react';
import { DelayedSpinner } from '../DelayedSpinner';
import { firstScreen } from '../state/firstScreen';
import { ErrorBoundary } from '../ErrorBoundary';
import type { SidebarKind } from '../routes/routeTable';
import { SIDE_PANELS } from './sidePanels';

export function SidePanel({ kind }: { kind: Exclude<SidebarKind, 'none'> }) {
  const Panel = SIDE_PANELS[kind];
  // its frame is in place (the page does not move when it fills in); its tree and queries wait for the first screen
  const ready = firstScreen.useShown();
  if (!ready) return null;
  return (
    <ErrorBoundary>
      <Suspense fallback={<DelayedSpinner />}>
        <Panel />
      </Suspense>
    </ErrorBoundary>
  );
}
