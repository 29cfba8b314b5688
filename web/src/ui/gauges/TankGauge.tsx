import { meterAttributes, TONE_COLOURS, type GaugeProps } from './gaugeProps';

/** Fluid colours of a level in normal state; an alarm colours the fluid by its tone instead. */
const FLUID_COLOURS: Record<string, string> = {
  oil: 'var(--mantine-color-orange-9)',
  water: 'var(--mantine-color-cyan-6)',
  chemical: 'var(--mantine-color-grape-6)',
};

const TOP = 8;
const HEIGHT = 84;

/** A tank filled to the level's share of its range (spsr, dspsr, dist, sonr). */
export function TankGauge(props: GaugeProps & { fluid?: string | null }) {
  const { fraction, tone, size = 72, fluid } = props;
  const fill = tone === 'normal' ? (FLUID_COLOURS[fluid ?? ''] ?? TONE_COLOURS.normal) : TONE_COLOURS[tone];
  const level = HEIGHT * fraction;
  const width = (size * 60) / 100;
  return (
    <svg {...meterAttributes(props)} viewBox="0 0 60 100" width={width} height={size} focusable="false">
      <rect x={10} y={TOP} width={40} height={HEIGHT} rx={6} fill="var(--fw-gauge-empty)" />
      {level > 0 && <rect x={10} y={TOP + HEIGHT - level} width={40} height={level} rx={fraction > 0.95 ? 6 : 2} fill={fill} />}
      {[0.25, 0.5, 0.75].map((t) => (
        <line
          key={t}
          x1={10}
          x2={18}
          y1={TOP + HEIGHT * (1 - t)}
          y2={TOP + HEIGHT * (1 - t)}
          stroke="var(--fw-gauge-mark)"
          strokeWidth={1}
        />
      ))}
      <rect
        x={10}
        y={TOP}
        width={40}
        height={HEIGHT}
        rx={6}
        fill="none"
        stroke={tone === 'normal' ? 'var(--fw-gauge-mark)' : TONE_COLOURS[tone]}
        strokeWidth={tone === 'normal' ? 2 : 3}
      />
    </svg>
  );
}
