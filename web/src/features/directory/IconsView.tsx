import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { groupDevicesByPath } from '@fieldwatch/domain';
import type { CardDevice } from '../../ui/cards/deviceCardFields';
import { DeviceGroupSection } from './DeviceGroupSection';

/** The Icons view: cards grouped by folder, 'Unassigned' last. */
export function IconsView({ devices }: { devices: readonly CardDevice[] }) {
  const groups = useMemo(() => groupDevicesByPath(devices), [devices]);
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <DeviceGroupSection key={group.path} group={group} />
      ))}
    </Stack>
  );
}
