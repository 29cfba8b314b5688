import { Button, Checkbox, Group, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { DeviceColumn } from './deviceColumn';

export interface ColumnChooserProps {
  /** Every column the list has, in its order; the first names the row and is always shown. */
  columns: readonly DeviceColumn[];
  hidden: readonly string[];
  onChange: (hidden: readonly string[]) => void;
  /** The list's name, for the button's accessible name. */
  list: string;
}

/**
 * Which of a list's columns are shown: a wide list can be narrowed to the columns its viewer reads, so they fit
 * without scrolling sideways. Every column stays available here.
 */
export function ColumnChooser({ columns, hidden, onChange, list }: ColumnChooserProps) {
  const shown = columns.filter((c) => !hidden.includes(c.key)).map((c) => c.key);
  const choose = (keys: string[]) => onChange(columns.filter((c) => !keys.includes(c.key)).map((c) => c.key));
  return (
    <Group justify="flex-end">
      <Popover position="bottom-end" shadow="md" withinPortal>
        <Popover.Target>
          <Button variant="default" size="xs" leftSection={<IconColumns size={16} aria-hidden />} aria-label={`Columns of ${list}`}>
            Columns
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Checkbox.Group label="Shown columns" value={shown} onChange={choose}>
            <Stack gap={6} mt="xs">
              {columns.map((column, i) => (
                <Checkbox key={column.key} value={column.key} label={column.header} size="sm" disabled={i === 0} />
              ))}
            </Stack>
          </Checkbox.Group>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
