import { useMemo, useState } from 'react';
import { Alert, Group, Loader, NativeSelect, Table, UnstyledButton } from '@mantine/core';
import { IconCaretDownFilled, IconCaretUpFilled } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nextSort, sortRows, type SortState, type SortValue } from '@fieldwatch/domain';
import { graphqlRequest } from '../../api/graphql';
import { graphqlQueryKey, useGraphQLQuery } from '../../api/useGraphQLQuery';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { DEVICE_IDS, UPDATE_SKU, type DeviceIdEntry } from './graphql/deviceIDs';
import { errorText } from './errorText';
import { ResponsiveTable } from '../../ui/responsiveTable/ResponsiveTable';
import { ListError } from '../../ui/listError/ListError';

const COLUMNS: { key: keyof DeviceIdEntry; header: string }[] = [
  { key: 'deviceID', header: 'Device ID' },
  { key: 'model', header: 'Model' },
  { key: 'po', header: 'P.O.' },
  { key: 'sku', header: 'SKU' },
  { key: 'simNumber', header: 'SIM Number' },
  { key: 'hasTurnedOn', header: 'Has Turned On' },
];

/** Spec 3 Device ID list: default sort id descending; empty values sort last either way. */
const DEFAULT_SORT: SortState = { key: 'deviceID', direction: 'desc' };

const none = (v: string | number | null) => (v === null || v === '' ? 'None' : v);

export function DeviceIDsPage() {
  const query = useGraphQLQuery(DEVICE_IDS, {});
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [saveError, setSaveError] = useState<string | null>(null);
  const updateSku = useMutation({
    mutationFn: (v: { id: number; sku: string }) => graphqlRequest(UPDATE_SKU, v),
    onSuccess: (result) => {
      const saved = result.updateSku?.devices?.[0];
      if (!saved) return;
      queryClient.setQueryData<{ deviceIDs: DeviceIdEntry[] }>(graphqlQueryKey(DEVICE_IDS, {}), (old) =>
        old ? { ...old, deviceIDs: old.deviceIDs.map((d) => (d.deviceID === saved.deviceID ? saved : d)) } : old,
      );
    },
  });

  const rows = useMemo(
    () => sortRows(query.data?.deviceIDs ?? [], (d) => d[sort.key as keyof DeviceIdEntry] as SortValue, sort.direction),
    [query.data, sort],
  );
  const skuOptions = (query.data?.skus ?? []).flatMap((s) => (s.code === null ? [] : [{ value: s.code, label: s.code }]));

  if (query.isPending) {
    return (
      <ScreenHeader title="Device IDs">
        <Loader size="sm" aria-label="Loading" />
      </ScreenHeader>
    );
  }
  if (query.isError) {
    return (
      <ScreenHeader title="Device IDs">
        <ListError onRetry={query.refetch} />
      </ScreenHeader>
    );
  }
  return (
    <ScreenHeader title="Device IDs">
      {saveError !== null && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setSaveError(null)}>
          {saveError}
        </Alert>
      )}
      <ResponsiveTable>
        <Table withTableBorder aria-label="Device IDs">
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((c) => {
                const active = sort.key === c.key;
                const Icon = active && sort.direction === 'asc' ? IconCaretUpFilled : IconCaretDownFilled;
                return (
                  <Table.Th key={c.key} aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
                    <UnstyledButton fw={700} fz="sm" onClick={() => setSort((s) => nextSort(s, c.key))}>
                      <Group gap={4} wrap="nowrap">
                        {c.header}
                        <Icon size={12} aria-hidden style={{ opacity: active ? 1 : 0.25 }} />
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((d) => (
              <Table.Tr key={d.deviceID} bg={d.hasTurnedOn ? 'var(--mantine-color-green-light)' : undefined} data-turned-on={d.hasTurnedOn}>
                <Table.Td>{d.deviceID}</Table.Td>
                <Table.Td>{none(d.model)}</Table.Td>
                <Table.Td>{none(d.po)}</Table.Td>
                <Table.Td>
                  {/* a native select: one per row stays light on a fleet of thousands */}
                  <NativeSelect
                    aria-label={`SKU of ${d.deviceID}`}
                    size="xs"
                    data={
                      d.sku === null || !skuOptions.some((o) => o.value === d.sku)
                        ? [{ value: d.sku ?? '', label: d.sku ?? 'None' }, ...skuOptions]
                        : skuOptions
                    }
                    value={d.sku ?? ''}
                    onChange={(e) => {
                      const sku = e.currentTarget.value;
                      if (!sku || sku === d.sku) return;
                      setSaveError(null);
                      if (d.deviceID === null) return;
                      updateSku.mutate(
                        { id: d.deviceID, sku },
                        { onError: (err) => setSaveError(`Device ${d.deviceID}: ${errorText(err)}`) },
                      );
                    }}
                  />
                </Table.Td>
                <Table.Td>{none(d.simNumber)}</Table.Td>
                <Table.Td>{d.hasTurnedOn ? 'Yes' : 'No'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTable>
    </ScreenHeader>
  );
}
