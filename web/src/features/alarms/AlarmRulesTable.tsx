import { ActionIcon, Select, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { RULE_SYMBOLS, unitLabel, type RuleDraft, type RuleSymbol, TEXT_LIMITS } from '@fieldwatch/domain';
import type { AlarmPanel } from './graphql/alarms';
import { ALARM_TEXTS } from './alarmTexts';

const symbolLabel = (s: number) => RULE_SYMBOLS.find((x) => x.symbol === s)?.label ?? '';

interface Props {
  panel: AlarmPanel;
  editing: boolean;
  /** Demo users: the rules are shared with everyone on the device, so they see them but may not change them. */
  readOnly: boolean;
  rules: RuleDraft[];
  badValues: Set<number>;
  onChange: (rules: RuleDraft[]) => void;
}

/** Alarm Rules (spec 2 §4.4): a rule sent in the current episode shows a red warning icon. */
export function AlarmRulesTable({ panel, editing, readOnly, rules, badValues, onChange }: Props) {
  const unit = unitLabel(panel.displayUnits);
  const set = (i: number, patch: Partial<RuleDraft>) => onChange(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  if (!editing) {
    return (
      <Table aria-label="Alarm Rules" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Comparison</Table.Th>
            <Table.Th>Value{unit ? ` (${unit})` : ''}</Table.Th>
            <Table.Th>Description</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {panel.rules.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="dimmed" size="sm">
                  No alarm rules
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {panel.rules.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                {r.sent >= 1 && (
                  <Tooltip label="This rule has triggered">
                    <IconAlertTriangle
                      size={16}
                      color="var(--mantine-color-red-7)"
                      aria-label="Rule triggered"
                      style={{ verticalAlign: 'middle', marginRight: 4 }}
                    />
                  </Tooltip>
                )}
                {r.name}
              </Table.Td>
              <Table.Td>{symbolLabel(r.symbol)}</Table.Td>
              <Table.Td>{r.value}</Table.Td>
              <Table.Td>{r.desc ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Table aria-label="Alarm Rules">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Comparison</Table.Th>
          <Table.Th>Value{unit ? ` (${unit})` : ''}</Table.Th>
          <Table.Th>Description</Table.Th>
          {!readOnly && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rules.map((r, i) => (
          <Table.Tr key={i}>
            <Table.Td>
              <TextInput
                aria-label="Rule name"
                maxLength={TEXT_LIMITS.name}
                readOnly={readOnly}
                value={r.name}
                onChange={(e) => set(i, { name: e.currentTarget.value })}
              />
            </Table.Td>
            <Table.Td>
              <Select
                aria-label="Comparison"
                readOnly={readOnly}
                placeholder="Select"
                data={RULE_SYMBOLS.map((s) => ({ value: String(s.symbol), label: s.label }))}
                value={r.symbol === null ? null : String(r.symbol)}
                onChange={(v) => set(i, { symbol: v === null ? null : (Number(v) as RuleSymbol) })}
              />
            </Table.Td>
            <Table.Td>
              <TextInput
                aria-label="Rule value"
                readOnly={readOnly}
                inputMode="decimal"
                value={r.value}
                error={badValues.has(i) ? ALARM_TEXTS.badValue : undefined}
                onChange={(e) => set(i, { value: e.currentTarget.value })}
              />
            </Table.Td>
            <Table.Td>
              <TextInput
                aria-label="Rule description"
                maxLength={TEXT_LIMITS.desc}
                readOnly={readOnly}
                value={r.desc}
                onChange={(e) => set(i, { desc: e.currentTarget.value })}
              />
            </Table.Td>
            {!readOnly && (
              <Table.Td>
                <ActionIcon variant="subtle" color="red" aria-label="Remove rule" onClick={() => onChange(rules.filter((_, j) => j !== i))}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
