import { NativeSelect, Table, Text, TextInput } from '@mantine/core';
import type { MassUpdateForm } from '@fieldwatch/domain';
import { TAG_OPTIONS } from './GraphSettings';
import type { SectionProps } from './formProps';

const LIMITS = [
  ['criticalHigh', 'Critical High'],
  ['highWarning', 'High Warning'],
  ['lowWarning', 'Low Warning'],
  ['criticalLow', 'Critical Low'],
] as const satisfies readonly (readonly [keyof MassUpdateForm, string])[];

/**
 * Legacy thresholds of one sensor. The call has one sensor slot, so this sensor is the Graph Settings one; values
 * are in the display units chosen there, else in each device's current units for the sensor.
 */
export function LegacyAlarmTable({ form, change }: SectionProps) {
  return (
    <>
      <Table aria-label="Alarm Legacy" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tag</Table.Th>
            {LIMITS.map(([, label]) => (
              <Table.Th key={label}>{label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>
              <NativeSelect
                aria-label="Legacy tag"
                data={[{ value: '', label: 'None' }, ...TAG_OPTIONS]}
                value={form.tag}
                onChange={(e) => change({ tag: e.currentTarget.value, displayUnits: '' })}
              />
            </Table.Td>
            {LIMITS.map(([key, label]) => (
              <Table.Td key={key}>
                <TextInput
                  aria-label={label}
                  inputMode="decimal"
                  value={form[key] as string}
                  onChange={(e) => change({ [key]: e.currentTarget.value })}
                />
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        Thresholds need a tag; it is the same sensor type as in Graph Settings.
      </Text>
    </>
  );
}
