import { Table, Text, TextInput } from '@mantine/core';
import { thresholdUnit, unitLabel, type ThresholdUnit } from '@fieldwatch/domain';
import type { AlarmPanel } from './graphql/alarms';
import { LEGACY_COLUMNS, type LegacyKey } from './alarmDraft';
import { ALARM_TEXTS } from './alarmTexts';

interface Props {
  panel: AlarmPanel;
  editing: boolean;
  /** Demo users: the thresholds are shared with everyone on the device. */
  readOnly: boolean;
  /** The fields' texts, in `legacyUnit` (alarmDraft.ts): also what the table shows when not editing. */
  legacy: Record<LegacyKey, string>;
  legacyUnit: ThresholdUnit;
  bad: Set<LegacyKey>;
  onChange: (legacy: Record<LegacyKey, string>) => void;
}

/**
 * Legacy alarms (spec 2 §8): warning values the device has not got show 'N/A' (sensor not connected); critical
 * values show 'N/A' at the device level, while the web app still raises them. Values are shown in the rules' unit (the
 * tag's display unit) and stored in the tag's base unit.
 */
export function LegacyAlarmsTable({ panel, editing, readOnly, legacy, legacyUnit, bad, onChange }: Props) {
  const unit = unitLabel(thresholdUnit(legacyUnit));
  return (
    <Table aria-label="Legacy alarms">
      <Table.Thead>
        <Table.Tr>
          {LEGACY_COLUMNS.map((c) => (
            <Table.Th key={c.key}>
              {c.label}
              {unit ? ` (${unit})` : ''}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          {LEGACY_COLUMNS.map((c) => (
            <Table.Td key={c.key}>
              {editing ? (
                <TextInput
                  aria-label={c.label}
                  readOnly={readOnly}
                  inputMode="decimal"
                  value={legacy[c.key]}
                  error={bad.has(c.key) ? ALARM_TEXTS.badValue : undefined}
                  onChange={(e) => onChange({ ...legacy, [c.key]: e.currentTarget.value })}
                />
              ) : c.critical || panel[c.key] === null ? (
                <>
                  <Text fw={600}>N/A</Text>
                  <Text size="xs" c="dimmed">
                    {c.critical ? ALARM_TEXTS.criticalUnavailable : ALARM_TEXTS.notConnected}
                  </Text>
                </>
              ) : (
                <Text>{legacy[c.key]}</Text>
              )}
            </Table.Td>
          ))}
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
