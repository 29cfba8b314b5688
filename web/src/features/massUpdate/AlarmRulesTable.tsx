import { ActionIcon, Button, NativeSelect, Table, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ALARM_SENSOR_TYPES, NEW_RULE_ROW, RULE_SYMBOLS, type MassRuleRow, TEXT_LIMITS } from '@fieldwatch/domain';
import { withPlaceholder } from './formProps';

export const SENSOR_TYPE_DATA = withPlaceholder(
  'Select Sensor Type',
  ALARM_SENSOR_TYPES.map((t) => ({ value: t.tag, label: t.label })),
);

/** Alarm Rules: name, sensor type, comparison, value (in the sensor's display unit) and description per row. */
export function AlarmRulesTable({ rows, onChange }: { rows: MassRuleRow[]; onChange: (rows: MassRuleRow[]) => void }) {
  const set = (i: number, patch: Partial<MassRuleRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <>
      <Table aria-label="Alarm Rules" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Sensor Type</Table.Th>
            <Table.Th>Comparison</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                <TextInput
                  aria-label={`Rule ${i + 1} name`}
                  maxLength={TEXT_LIMITS.name}
                  value={r.name}
                  onChange={(e) => set(i, { name: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <NativeSelect
                  aria-label={`Rule ${i + 1} sensor type`}
                  data={SENSOR_TYPE_DATA}
                  value={r.tag}
                  onChange={(e) => set(i, { tag: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <NativeSelect
                  aria-label={`Rule ${i + 1} comparison`}
                  data={withPlaceholder(
                    'Select',
                    RULE_SYMBOLS.map((s) => ({ value: String(s.symbol), label: s.label })),
                  )}
                  value={r.symbol}
                  onChange={(e) => set(i, { symbol: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`Rule ${i + 1} value`}
                  inputMode="decimal"
                  value={r.value}
                  onChange={(e) => set(i, { value: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={`Rule ${i + 1} description`}
                  maxLength={TEXT_LIMITS.desc}
                  value={r.desc}
                  onChange={(e) => set(i, { desc: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove rule ${i + 1}`}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button variant="light" size="xs" onClick={() => onChange([...rows, { ...NEW_RULE_ROW }])}>
        Add Rule
      </Button>
    </>
  );
}
