import { useId, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import type { DeviceGroup } from '@fieldwatch/domain';
import { DeviceCard } from '../../ui/cards/DeviceCard';
import { DeviceCardGrid } from '../../ui/cards/DeviceCardGrid';
import type { CardDevice } from '../../ui/cards/deviceCardFields';
import { ViewAllCard } from './ViewAllCard';

/**
 * One folder's cards: devices with readings, then the rest behind a 'View All' card (spec 1 §2 Icons view). With
 * `cardLimit`, only that many of its cards (the View All card counting as one) are drawn for now (IconsView).
 */
export function DeviceGroupSection({ group, cardLimit = Infinity }: { group: DeviceGroup<CardDevice>; cardLimit?: number }) {
  const [revealed, setRevealed] = useState(false);
  const headingId = useId();
  const withReadings = group.withReadings.slice(0, cardLimit);
  const whole = cardLimit > group.withReadings.length;
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} c="dimmed">
        {group.label}
      </Title>
      <DeviceCardGrid>
        {withReadings.map((device) => (
          <DeviceCard key={device.id} device={device} />
        ))}
        {whole &&
          group.withoutReadings.length > 0 &&
          (revealed ? (
            group.withoutReadings.map((device) => <DeviceCard key={device.id} device={device} />)
          ) : (
            <ViewAllCard hidden={group.withoutReadings.length} onReveal={() => setRevealed(true)} />
          ))}
      </DeviceCardGrid>
    </Stack>
  );
}
