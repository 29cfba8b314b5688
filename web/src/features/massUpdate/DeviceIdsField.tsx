import { useSyncExternalStore } from 'react';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { MASS_UPDATE_TEXTS } from '@fieldwatch/domain';
import { savedIdLists } from './savedIdLists';

/** The comma-delimited id input and the saved-values dropdown of ids updated earlier in this session. */
export function DeviceIdsField({ value, onChange }: { value: string; onChange: (ids: string) => void }) {
  const saved = useSyncExternalStore(savedIdLists.subscribe, savedIdLists.get);
  const data = saved.length
    ? [{ value: '', label: 'Saved values' }, ...saved.map((s) => ({ value: s, label: s }))]
    : [{ value: '', label: MASS_UPDATE_TEXTS.noSavedValues }];
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        label="Device IDs"
        description="comma delimited, e.g. 20101, 20102"
        placeholder="20101, 20102"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        style={{ flex: '1 1 320px' }}
      />
      <NativeSelect
        label="Saved values"
        aria-label="Saved values"
        data={data}
        value=""
        disabled={saved.length === 0}
        onChange={(e) => e.currentTarget.value && onChange(e.currentTarget.value)}
        style={{ flex: '0 1 260px' }}
      />
    </Group>
  );
}
