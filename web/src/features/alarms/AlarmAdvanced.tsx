import { useState } from 'react';
import { Button, Checkbox, Collapse, Group, Stack, Table, Text, TextInput } from '@mantine/core';
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
  offline: 'Offline alarm: raise it when the device sends nothing for',
  offlineFactor: 'Transmit intervals',
  offlineAfter: '× its transmit interval',
  offlineBad: 'From 1 to 100',
  offlineRaised: 'The device is offline now.',
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
        <OfflineAlarmRow panel={panel} editing={editing} readOnly={readOnly} holds={holds} bad={bad.has('offline')} onChange={onChange} />
      </Collapse>
    </Stack>
  );
}

/**
 * The offline alarm of this tag: when its device has sent nothing for the factor × its transmit interval, this tag's
 * notifications go out ('offline') until the next message.
 */
function OfflineAlarmRow({
  panel,
  editing,
  readOnly,
  holds,
  bad,
  onChange,
}: Pick<Props, 'panel' | 'editing' | 'readOnly' | 'holds' | 'onChange'> & { bad: boolean }) {
  const o = holds.offline;
  return (
    <Stack gap={4} mt="sm">
      <Group gap="xs" align="center">
        <Checkbox
          label={ADVANCED_TEXTS.offline}
          checked={o.enabled}
          disabled={!editing || readOnly}
          onChange={(e) => onChange({ ...holds, offline: { ...o, enabled: e.currentTarget.checked } })}
        />
        {editing ? (
          <TextInput
            aria-label={ADVANCED_TEXTS.offlineFactor}
            w={80}
            inputMode="decimal"
            readOnly={readOnly || !o.enabled}
            value={o.factor}
            error={bad ? ADVANCED_TEXTS.offlineBad : undefined}
            onChange={(e) => onChange({ ...holds, offline: { ...o, factor: e.currentTarget.value } })}
          />
        ) : (
          <Text data-testid="advanced-offline-factor">{o.enabled ? o.factor : '–'}</Text>
        )}
        <Text size="sm">{ADVANCED_TEXTS.offlineAfter}</Text>
      </Group>
      {panel.offlineAlarm?.raised && (
        <Text size="sm" c="red">
          {ADVANCED_TEXTS.offlineRaised}
        </Text>
      )}
    </Stack>
  );
}
