import { IconSum } from '@tabler/icons-react';
import type { GaugeProps } from './gaugeProps';

/**
 * A counter channel (a turbine's cumulative production): a total has no range to fill, so it shows as a labelled
 * sum sign, the number itself beside it in the card.
 */
export function TotalCounter({ label, valueText }: Pick<GaugeProps, 'label' | 'valueText'>) {
  return (
    <span
      role="img"
      aria-label={`${label}: total ${valueText}`}
      data-gauge="total"
      style={{ display: 'inline-flex', color: 'var(--mantine-color-blue-7)' }}
    >
      <IconSum size={40} stroke={1.5} aria-hidden />
    </span>
  );
}
