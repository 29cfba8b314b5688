import { tagLabel } from '../tag/tagCatalogue';
import { unitLabel } from '../tag/unitConversion';

/**
 * What Update Devices says beside a sensor's values: the unit they are read in on the chosen devices. One unit for
 * all: 'Sensor Temperature values are in °F.'; several: each unit with its devices, since a value typed once is read
 * in each device's own display unit. `chosen` is a display unit picked in the form for this sensor (it wins).
 */
export function massUnitsText(
  tag: string,
  units: readonly { deviceID: number; unit: string }[],
  chosen: string | null = null,
): string | null {
  const name = tagLabel(tag);
  if (chosen) return `${name} values are in ${unitLabel(chosen) || chosen} (the Display Units chosen), on every device.`;
  if (units.length === 0) return null;
  const byUnit = new Map<string, number[]>();
  for (const u of units) byUnit.set(u.unit, [...(byUnit.get(u.unit) ?? []), u.deviceID]);
  if (byUnit.size === 1) return `${name} values are in ${unitLabel(units[0]!.unit) || units[0]!.unit}.`;
  const parts = [...byUnit].map(([unit, ids]) => `${unitLabel(unit) || unit} on ${ids.join(', ')}`);
  return `${name} values are read in each device's own unit: ${parts.join('; ')}.`;
}
