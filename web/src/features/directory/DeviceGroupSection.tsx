import { useId, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import type { DeviceGroup } from '@fieldwatch/domain';
import { DeviceCard } from '../../ui/cards/DeviceCard';
import { DeviceCardGrid } from '../../ui/cards/DeviceCardGrid';
import type { CardDevice } from '../../ui/cards/deviceCardFields';
import { ViewAllCard } from './ViewAllCard';

/** One folder's cards: devices with readings, then the rest behind a 'View All' card (spec 1 §2 Icons view). */
export function DeviceGroupSection({ group }: { group: DeviceGroup<CardDevice> }) {
  const [revealed, setRevealed] = useState(false);
  const headingId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} c="dimmed">
        {group.label}
      </Title>
      <DeviceCardGrid>
        {group.withReadings.map((device) => (
          <DeviceCard key={device.id} device={device} />
        ))}
        {group.withoutReadings.length > 0 &&
          (revealed ? (
            group.withoutReadings.map((device) => <DeviceCard key={device.id} device={device} />)
          ) : (
            <ViewAllCard hidden={group.withoutReadings.length} onReveal={() => setRevealed(true)} />
          ))}
      </DeviceCardGrid>
    </Stack>
  );
}
