import { Select } from '@mantine/core';
import { additionalTagUnits, unitLabel } from '@fieldwatch/domain';

/** An additional tag's display unit: one of the units its type offers (domain additionalTagUnits), or the default. */
export function AdditionalUnitSelect({
  tag,
  value,
  readOnly,
  onChange,
}: {
  tag: string;
  value: string;
  readOnly: boolean;
  onChange: (unit: string) => void;
}) {
  const units = additionalTagUnits(tag);
  const data = [{ value: '', label: 'Default' }, ...units.map((u) => ({ value: u, label: unitLabel(u) || u }))];
  // a unit stored before the choice was a list still shows as it is
  if (value && !units.includes(value)) data.push({ value, label: value });
  return (
    <Select
      label="Display Units"
      data-testid={`additional-unit-${tag}`}
      readOnly={readOnly}
      disabled={!readOnly && units.length === 0}
      value={value}
      data={data}
      allowDeselect={false}
      onChange={(u) => onChange(u ?? '')}
    />
  );
}
