import { NativeSelect, SimpleGrid } from '@mantine/core';
import { MASS_UPDATE_TEXTS, TAG_TYPES, tagType } from '@fieldwatch/domain';
import { withPlaceholder, type SectionProps } from './formProps';

export const TAG_OPTIONS = Object.values(TAG_TYPES).map((t) => ({ value: t.code, label: `${t.label} (${t.code})` }));

/** Sensor type and its display units; units are sent only with a sensor type (spec 3 §5). */
export function GraphSettings({ form, change }: SectionProps) {
  const units = tagType(form.tag)?.units ?? [];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        label="Sensor Type"
        data={withPlaceholder(MASS_UPDATE_TEXTS.selectTag, TAG_OPTIONS)}
        value={form.tag}
        onChange={(e) => change({ tag: e.currentTarget.value, displayUnits: '' })}
      />
      <NativeSelect
        label="Display Units"
        data={withPlaceholder(
          MASS_UPDATE_TEXTS.selectUnits,
          units.map((u) => ({ value: u.unit, label: u.unit || '(none)' })),
        )}
        value={form.displayUnits}
        disabled={!form.tag}
        onChange={(e) => change({ displayUnits: e.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
