import type { GaugeKind } from '@fieldwatch/domain';
import { ArcGauge } from './ArcGauge';
import type { GaugeProps } from './gaugeProps';
import { PressureDial } from './PressureDial';
import { TankGauge } from './TankGauge';
import { TotalCounter } from './TotalCounter';

/** The gauge of a tag type (domain gaugeKind): pressure dial, tank fill, a total's counter, or the generic arc. */
export function TagGauge({ kind, fluid, ...props }: GaugeProps & { kind: GaugeKind; fluid?: string | null }) {
  if (kind === 'dial') return <PressureDial {...props} />;
  if (kind === 'tank') return <TankGauge {...props} fluid={fluid} />;
  if (kind === 'total') return <TotalCounter label={props.label} valueText={props.valueText} />;
  return <ArcGauge {...props} />;
}
