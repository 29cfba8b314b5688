import { Group, TextInput } from '@mantine/core';

export interface FeetInches {
  feet: string;
  inches: string;
}

/** Tank heights and levels are entered in feet and inches and stored in inches (spec 2 §5). */
export function FeetInchesInput({ label, value, onChange }: { label: string; value: FeetInches; onChange: (v: FeetInches) => void }) {
  return (
    <Group gap="xs" align="end" wrap="nowrap">
      <TextInput
        label={label}
        aria-label={`${label} feet`}
        rightSection="ft"
        inputMode="decimal"
        w={120}
        value={value.feet}
        onChange={(e) => onChange({ ...value, feet: e.currentTarget.value })}
      />
      <TextInput
        aria-label={`${label} inches`}
        rightSection="in"
        inputMode="decimal"
        w={120}
        value={value.inches}
        onChange={(e) => onChange({ ...value, inches: e.currentTarget.value })}
      />
    </Group>
  );
}

export const EMPTY_FEET_INCHES: FeetInches = { feet: '', inches: '' };
