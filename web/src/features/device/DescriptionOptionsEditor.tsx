import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { DESCRIPTION_OPTIONS, parseDescriptionOptions, setDescriptionOption } from '@fieldwatch/domain';
import { DEVICE_TEXTS } from './texts';

/** The description option string in edit mode: choose an option, then 'Edit Option Value' (spec 1). */
export function DescriptionOptionsEditor({ value, onChange }: { value: string; onChange: (next: string) => void }) {
  // the option stays chosen while the modal closes: its field keeps its label through the fade-out
  const [key, setKey] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState('');
  const options = parseDescriptionOptions(value);
  const open = (k: string | null) => {
    setOpened(k !== null);
    if (k === null) return;
    setKey(k);
    setDraft(options[k] ?? '');
  };
  return (
    <Stack gap={4}>
      <Select
        label="Description"
        placeholder="Edit an option"
        data={DESCRIPTION_OPTIONS.map((o) => ({ value: o.key, label: options[o.key] ? `${o.label}: ${options[o.key]}` : o.label }))}
        value={null}
        onChange={open}
      />
      <Modal opened={opened} onClose={() => open(null)} title={DEVICE_TEXTS.editOptionValue}>
        <Stack>
          <TextInput
            label={DESCRIPTION_OPTIONS.find((o) => o.key === key)?.label}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            data-autofocus
          />
          <Text size="sm" c="dimmed">
            {DEVICE_TEXTS.optionReminder}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => open(null)}>
              Close
            </Button>
            <Button
              onClick={() => {
                if (key) onChange(setDescriptionOption(value, key, draft));
                open(null);
              }}
            >
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
