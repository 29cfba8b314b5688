import { arcPath } from './arcPath';
import { meterAttributes, TONE_COLOURS, TRACK_COLOUR, type GaugeProps } from './gaugeProps';

/** The generic gauge: a half circle filled from the left by the reading's share of its range. */
export function ArcGauge(props: GaugeProps) {
  const { fraction, tone, size = 72 } = props;
  return (
    <svg {...meterAttributes(props)} viewBox="0 0 100 60" width={size} height={(size * 60) / 100} focusable="false">
      <path d={arcPath(50, 52, 40, 180, 360)} fill="none" stroke={TRACK_COLOUR} strokeWidth={12} />
      <path d={arcPath(50, 52, 40, 180, 180 + 180 * fraction)} fill="none" stroke={TONE_COLOURS[tone]} strokeWidth={12} />
    </svg>
  );
}
