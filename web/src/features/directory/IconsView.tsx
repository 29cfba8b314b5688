import { useMemo, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { groupDevicesByPath } from '@fieldwatch/domain';
import { usePaintedOnce } from '../../app/state/usePaintedOnce';
import type { CardDevice } from '../../ui/cards/deviceCardFields';
import { DeviceGroupSection } from './DeviceGroupSection';

/**
 * Cards drawn in the view's first render: about a wide screen's first screenful. The rest of the page's cards follow
 * once that render is painted. Drawn at once, the first page's 40 cards with their gauges were one task of 235–547 ms
 * (mostly style and layout) on a busy 2-core machine, and the first card waited for all of them (bench:directory).
 */
const FIRST_PAINT_CARDS = 12;

/**
 * The Icons view: cards grouped by folder, 'Unassigned' last. `after` (what loads the next page) comes once every
 * card is drawn, so that the first render's short page does not bring it into view.
 */
export function IconsView({ devices, after }: { devices: readonly CardDevice[]; after?: ReactNode }) {
  const groups = useMemo(() => groupDevicesByPath(devices), [devices]);
  const painted = usePaintedOnce();
  let budget = painted ? Infinity : FIRST_PAINT_CARDS;
  const sections: ReactNode[] = [];
  for (const group of groups) {
    if (budget <= 0) break;
    sections.push(<DeviceGroupSection key={group.path} group={group} cardLimit={budget} />);
    budget -= group.withReadings.length + (group.withoutReadings.length > 0 ? 1 : 0);
  }
  return (
    <Stack gap="lg">
      {sections}
      {budget > 0 && after}
    </Stack>
  );
}
