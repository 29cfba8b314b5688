import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { MASS_UPDATE_TEXTS, TEXT_LIMITS } from '@fieldwatch/domain';
import { withPlaceholder, type SectionProps } from './formProps';
import type { MassUpdateOptions } from './graphql/massUpdate';

/** Directory path, change company (super users and privileged users) and change company groups. */
export function InfoSettings({
  form,
  change,
  options,
  canChangeCompany,
}: SectionProps & { options: MassUpdateOptions | undefined; canChangeCompany: boolean }) {
  const companyId = form.companyId ? Number(form.companyId) : null;
  const groups = (options?.groups ?? []).filter((g) => companyId === null || g.companyID === companyId);
  return (
    <SimpleGrid cols={{ base: 1, sm: canChangeCompany ? 3 : 2 }}>
      <TextInput
        label="Directory Path"
        maxLength={TEXT_LIMITS.path}
        placeholder="/Folder/Subfolder"
        value={form.path}
        onChange={(e) => change({ path: e.currentTarget.value })}
      />
      {canChangeCompany && (
        <NativeSelect
          label="Change Company"
          data={withPlaceholder(
            MASS_UPDATE_TEXTS.selectCompany,
            (options?.companies ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          )}
          value={form.companyId}
          onChange={(e) => change({ companyId: e.currentTarget.value, groupId: '' })}
        />
      )}
      <NativeSelect
        label="Change Company Groups"
        data={withPlaceholder(
          MASS_UPDATE_TEXTS.selectGroup,
          groups.map((g) => ({ value: String(g.id), label: g.name || `Group ${g.id}` })),
        )}
        value={form.groupId}
        onChange={(e) => change({ groupId: e.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
