import type { MassUpdateForm } from './massUpdateForm';

/**
 * 'Fill PGE Example' (spec 3 §6): reading interval 60 and transmit interval 2880 minutes, temperature shown in °C,
 * and three temperature rules (above 70, 80 and 90 °C). The device ids and everything else stay as they were.
 */
export function fillPgeExample(form: MassUpdateForm): MassUpdateForm {
  return {
    ...form,
    readingInterval: '60',
    transmitInterval: '2880',
    tag: 'temp',
    displayUnits: 'c',
    rules: [70, 80, 90].map((v) => ({ name: `Temperature above ${v}`, tag: 'temp', symbol: '1', value: String(v), desc: '' })),
  };
}
