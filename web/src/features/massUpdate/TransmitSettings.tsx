import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { MASS_UPDATE_TEXTS, SIGNATURE_NULL } from '@fieldwatch/domain';
import { withPlaceholder, type SectionProps } from './formProps';
import type { MassUpdateOptions } from './graphql/massUpdate';

const signatureData = (list: { name: string; crcId: string }[]) =>
  withPlaceholder(MASS_UPDATE_TEXTS.selectSignature, [
    { value: SIGNATURE_NULL.value, label: SIGNATURE_NULL.label },
    ...list.map((s) => ({ value: s.crcId, label: `${s.crcId} (${s.name})` })),
  ]);

/** Reading and transmit intervals in minutes; application and relocate image signatures for super users. */
export function TransmitSettings({
  form,
  change,
  options,
  isSuperUser,
}: SectionProps & { options: MassUpdateOptions | undefined; isSuperUser: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="Reading Interval (minutes)"
        inputMode="decimal"
        value={form.readingInterval}
        onChange={(e) => change({ readingInterval: e.currentTarget.value })}
      />
      <TextInput
        label="Transmit Interval (minutes)"
        inputMode="decimal"
        value={form.transmitInterval}
        onChange={(e) => change({ transmitInterval: e.currentTarget.value })}
      />
      {isSuperUser && (
        <>
          <NativeSelect
            label="Application Signature"
            data={signatureData(options?.applicationSignatures ?? [])}
            value={form.applicationSignature}
            onChange={(e) => change({ applicationSignature: e.currentTarget.value })}
          />
          <NativeSelect
            label="Relocate Signature"
            data={signatureData(options?.relocateSignatures ?? [])}
            value={form.relocateSignature}
            onChange={(e) => change({ relocateSignature: e.currentTarget.value })}
          />
        </>
      )}
    </SimpleGrid>
  );
}
