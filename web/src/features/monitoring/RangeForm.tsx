import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { acceptRangeInput, rangeInputHours } from '@fieldwatch/domain';

export interface HourRange {
  after: number;
  before: number;
}

export interface RangeFormProps {
  defaults: HourRange;
  onSubmit: (range: HourRange) => void;
}

/**
 * The Tardy and Ghosts hour range (spec 1 §4, §5): only numbers below 1,000,000 get into the fields, and the
 * values reach the query, as whole numbers, only on Submit. Text inputs rather than type="number", whose
 * browser handling would let '1e5' or '-' through and hide the typed text from the filter.
 */
export function RangeForm({ defaults, onSubmit }: RangeFormProps) {
  const [after, setAfter] = useState(String(defaults.after));
  const [before, setBefore] = useState(String(defaults.before));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = { after: rangeInputHours(after, defaults.after), before: rangeInputHours(before, defaults.before) };
    // Show what was applied, so '12.7' does not stay on screen while 12 is queried.
    setAfter(String(range.after));
    setBefore(String(range.before));
    onSubmit(range);
  };

  return (
    <form onSubmit={submit} aria-label="Time range">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="After (hours)"
          description="Silent for at least"
          inputMode="decimal"
          w={150}
          value={after}
          onChange={(event) => setAfter(acceptRangeInput(event.currentTarget.value, after))}
        />
        <TextInput
          label="Before (hours)"
          description="Reported within"
          inputMode="decimal"
          w={150}
          value={before}
          onChange={(event) => setBefore(acceptRangeInput(event.currentTarget.value, before))}
        />
        <Button type="submit">Submit</Button>
      </Group>
    </form>
  );
}
