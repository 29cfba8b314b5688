import type { ReactNode } from 'react';
import { Anchor, Card, Group, Text, Tooltip } from '@mantine/core';
import { IconBattery1, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { deviceDisplayName, isDelayed, isHealthTag, isLowBattery } from '@fieldwatch/domain';
import type { CardDevice } from './deviceCardFields';
import { TagCard } from './TagCard';
import { useNowSeconds } from './useNowSeconds';
import classes from './cards.module.css';

const DELAYED_HINT = "This device hasn't reported data in the past 6 hours.";
const LOW_BATTERY_HINT = 'Low battery';

/**
 * A device with one tag card per sensor channel (spec 1 §2 "Device card"); health channels are not cards. `footer`
 * goes under the tag cards, above the ID line (the Alarms page puts why the device is in alarm there).
 */
export function DeviceCard({ device, footer }: { device: CardDevice; footer?: ReactNode }) {
  const now = useNowSeconds();
  const name = deviceDisplayName(device);
  const delayed = isDelayed(device, now);
  const lowBattery = isLowBattery(device.batteryLevel, device.solarPowered);
  // the device's main channel leads; the rest keep the server's order
  const tags = device.tags
    .filter((t) => !isHealthTag(t.tag))
    .sort((a, b) => Number(b.tag === device.defaultTag) - Number(a.tag === device.defaultTag));

  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      component="article"
      aria-label={name}
      className={classes.deviceCard}
      data-warning={delayed || lowBattery || undefined}
      data-delayed={delayed || undefined}
      data-device-id={device.id}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Text className={classes.deviceName}>{name}</Text>
        {lowBattery && (
          <Tooltip label={LOW_BATTERY_HINT} events={{ hover: true, focus: true, touch: true }}>
            <span className={classes.hintIcon} tabIndex={0} role="img" aria-label={LOW_BATTERY_HINT}>
              <IconBattery1 size={20} aria-hidden />
            </span>
          </Tooltip>
        )}
        {delayed && (
          <Tooltip label={DELAYED_HINT} multiline w={220} events={{ hover: true, focus: true, touch: true }}>
            <span className={classes.hintIcon} tabIndex={0} role="img" aria-label={DELAYED_HINT}>
              <IconClock size={20} aria-hidden />
            </span>
          </Tooltip>
        )}
      </Group>
      {tags.map((tag) => (
        <TagCard key={tag.tag} deviceID={device.id} tag={tag} device={device} />
      ))}
      {footer}
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          ID: {device.id}
        </Text>
        <Anchor component={Link} to={`/devices/${device.id}`} size="sm">
          Device Info
        </Anchor>
      </Group>
    </Card>
  );
}
