import { useState } from 'react';
import { Button, Collapse, Stack, Table, Text, TextInput } from '@mantine/core';
import { baseUnitOf, unitLabel } from '@fieldwatch/domain';
import type { AlarmPanel } from './graphql/alarms';
import { LEGACY_COLUMNS } from './alarmDraft';
import { EMPTY_HOLD, type HoldDraft, type HoldFields } from './holdDraft';

interface Props {
  panel: AlarmPanel;
  editing: boolean;
  /** Demo users: holds are part of the shared rules and thresholds. */
  readOnly: boolean;
  holds: HoldDraft;
  /** Rule names of the draft (while editing) or of the saved rules. */
  ruleNames: string[];
  bad: Set<string>;
  onChange: (holds: HoldDraft) => void;
}

export const ADVANCED_TEXTS = {
  toggle: 'Advanced',
  intro:
    'Raise an alarm only when its condition has held for at least the given minutes (by the readings’ times), and clear it only once the reading is back past the dead band.',
  holdMinutes: 'For at least (minutes)',
  deadBand: 'Dead band',
  bad: 'A whole number of minutes up to 1440, and a band of 0 or more',
} as const;

/**
 * The Advanced part of the alarm panel: "for at least N minutes" and a dead band for each legacy threshold (base
 * unit, like the thresholds) and each rule (its display unit). Collapsed by default; the spec's tables above it are
 * unchanged.
 */
export function AlarmAdvanced({ panel, editing, readOnly, holds, ruleNames, bad, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const base = unitLabel(baseUnitOf(panel.tag));
  const shown = unitLabel(panel.displayUnits);
  const rows: { id: string; label: string; unit: string; fields: HoldFields; set: (f: HoldFields) => void }[] = [
    ...LEGACY_COLUMNS.map((c) => ({
      id: c.key as string,
      label: c.label,
      unit: base,
      fields: holds.thresholds[c.key],
      set: (f: HoldFields) => onChange({ ...holds, thresholds: { ...holds.thresholds, [c.key]: f } }),
    })),
    ...ruleNames.map((name) => ({
      id: `rule:${name}`,
      label: name,
      unit: shown,
      fields: holds.rules[name] ?? EMPTY_HOLD,
      set: (f: HoldFields) => onChange({ ...holds, rules: { ...holds.rules, [name]: f } }),
    })),
  ];
  return (
    <Stack gap="xs">
      <Button variant="subtle" size="xs" w="fit-content" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {ADVANCED_TEXTS.toggle}
      </Button>
      <Collapse expanded={open}>
        <Text size="sm" c="dimmed" mb="xs">
          {ADVANCED_TEXTS.intro}
        </Text>
        <Table aria-label="Advanced alarm settings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Alarm</Table.Th>
              <Table.Th>{ADVANCED_TEXTS.holdMinutes}</Table.Th>
              <Table.Th>{ADVANCED_TEXTS.deadBand}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.label}</Table.Td>
                {(['holdMinutes', 'deadBand'] as const).map((f) => (
                  <Table.Td key={f}>
                    {editing ? (
                      <TextInput
                        aria-label={`${ADVANCED_TEXTS[f]}: ${r.label}`}
                        readOnly={readOnly}
                        inputMode="decimal"
                        value={r.fields[f]}
                        error={bad.has(r.id) ? ADVANCED_TEXTS.bad : undefined}
                        rightSection={f === 'deadBand' && r.unit ? <Text size="xs">{r.unit}</Text> : undefined}
                        onChange={(e) => r.set({ ...r.fields, [f]: e.currentTarget.value })}
                      />
                    ) : (
                      <Text data-testid={`advanced-${f}-${r.id}`}>
                        {r.fields[f] === '' ? '–' : `${r.fields[f]}${f === 'deadBand' && r.unit ? ` ${r.unit}` : ''}`}
                      </Text>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Collapse>
    </Stack>
  );
}
