import { arcPath, polar } from './arcPath';
import { meterAttributes, TONE_COLOURS, TRACK_COLOUR, type GaugeProps } from './gaugeProps';

/** The dial sweeps 270° (spec 1 §2), from 7:30 round through 12 to 4:30. */
const START = 135;
const SWEEP = 270;
const TICKS = [0, 0.25, 0.5, 0.75, 1];

export function PressureDial(props: GaugeProps) {
  const { fraction, tone, size = 72 } = props;
  const colour = TONE_COLOURS[tone];
  const angle = START + SWEEP * fraction;
  const tip = polar(50, 50, 30, angle);
  return (
    <svg {...meterAttributes(props)} viewBox="0 0 100 100" width={size} height={size} focusable="false">
      <path d={arcPath(50, 50, 40, START, START + SWEEP)} fill="none" stroke={TRACK_COLOUR} strokeWidth={10} strokeLinecap="round" />
      <path d={arcPath(50, 50, 40, START, angle)} fill="none" stroke={colour} strokeWidth={10} strokeLinecap="round" />
      {TICKS.map((t) => {
        const a = polar(50, 50, 47, START + SWEEP * t);
        const b = polar(50, 50, 51, START + SWEEP * t);
        return <line key={t} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="var(--fw-gauge-mark)" strokeWidth={1.5} />;
      })}
      <line x1={50} y1={50} x2={tip.x} y2={tip.y} stroke="var(--fw-gauge-needle)" strokeWidth={3} strokeLinecap="round" />
      <circle cx={50} cy={50} r={5} fill="var(--fw-gauge-needle)" />
    </svg>
  );
}
