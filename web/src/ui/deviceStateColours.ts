import type { DeviceState } from '@fieldwatch/domain';
import { TONE_COLOURS } from './gauges/gaugeProps';

/**
 * The colour of each device state (domain's deviceState), from the directory's own: alarm and normal are the
 * gauge's (TONE_COLOURS: a tag card's red alarm, its blue reading), delayed the amber border of a card whose device
 * has not reported in 6 hours (cards.module.css, .deviceCard[data-warning]). Palette variables, so both schemes
 * draw them.
 */
export const DEVICE_STATE_COLOURS: Record<DeviceState, string> = {
  alarm: TONE_COLOURS.alarm,
  delayed: 'var(--mantine-color-yellow-6)',
  normal: TONE_COLOURS.normal,
};
