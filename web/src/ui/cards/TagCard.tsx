import { Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { gaugeKind, relativeTime, tagLabel, tagReading } from '@fieldwatch/domain';
import { TagGauge } from '../gauges/TagGauge';
import { gaugeTone } from '../gauges/gaugeProps';
import type { CardDevice, CardTag } from './deviceCardFields';
import { useNowSeconds } from './useNowSeconds';
import classes from './cards.module.css';
import { withStrap } from '../../api/jsonScalars';

export interface TagCardProps {
  deviceID: number;
  tag: CardTag;
  /** For the units override (default tag), the fluid and the last message time. */
  device: Pick<CardDevice, 'defaultTag' | 'displayUnits' | 'iconFluid' | 'lastTimeMessageReceived'>;
  /** The tag label ('Fluid Level') above the value; on by default. */
  showLabel?: boolean;
}

/** One sensor channel: its gauge, reading, alarm state and age; opens the tag page (spec 1 §2 "Tag card"). */
export function TagCard({ deviceID, tag, device, showLabel = true }: TagCardProps) {
  const now = useNowSeconds();
  const reading = tagReading({ ...tag, calibration: withStrap(tag.calibration) }, device);
  const flag = tag.alarms?.flag ?? 'norm';
  const label = tagLabel(tag.tag);
  // without a reading the device's last message would date a value that is not there ('No readings · 1 month ago')
  const seen = reading.hasReading ? (tag.time ?? device.lastTimeMessageReceived) : null;
  const age = seen === null ? null : relativeTime(Math.max(0, now - seen));

  return (
    <Link
      to={`/devices/${deviceID}/tags/${encodeURIComponent(tag.tag)}`}
      className={classes.tagCard}
      data-alarm={reading.alarm || undefined}
      data-tag={tag.tag}
    >
      <span className={classes.gauge}>
        <TagGauge
          kind={gaugeKind(tag.tag)}
          fraction={reading.fraction}
          value={reading.value}
          min={reading.ymin}
          max={reading.ymax}
          valueText={reading.text}
          label={label}
          tone={gaugeTone(flag)}
          fluid={tag.calibration?.fluid ?? device.iconFluid}
        />
      </span>
      <span className={classes.tagText}>
        {showLabel && (
          <Text size="xs" c="dimmed" truncate>
            {label}
          </Text>
        )}
        <span className={classes.value} data-testid="tag-value">
          {reading.text}
          {tag.alarms?.trigger && <IconAlertTriangle size={18} color="var(--mantine-color-red-7)" role="img" aria-label="Alarm sent" />}
        </span>
        {age !== null && (
          <Text size="xs" c="dimmed">
            {age}
          </Text>
        )}
      </span>
    </Link>
  );
}
