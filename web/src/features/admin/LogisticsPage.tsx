import { Badge, Group, Loader, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime, lifecycleLabel, MESSAGES } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useCapabilities } from '../../app/auth/MeContext';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { CreatedDevicesPanel } from './CreatedDevicesPanel';
import { takeCreatedPO } from './createdPoHandoff';
import { PURCHASE_ORDERS, type PurchaseOrder } from './graphql/purchaseOrders';
import { ListError } from '../../ui/listError/ListError';

/** How many of the order's devices are in each lifecycle status, in code order. */
function statusCounts(devices: PurchaseOrder['devices']): [string, number][] {
  const counts = new Map<number | null, number>();
  for (const d of devices ?? []) counts.set(d.status, (counts.get(d.status) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => (a ?? 99) - (b ?? 99)).map(([code, n]) => [lifecycleLabel(code) || 'None', n]);
}

function idRange(devices: PurchaseOrder['devices']): string {
  if (!devices?.length) return 'None';
  const first = devices[0]!.id;
  const last = devices.at(-1)!.id;
  return first === last ? String(first) : `${first} - ${last}`;
}

/** Purchase orders with their items and where their devices are in the lifecycle (target of New P.O.). */
export function LogisticsPage() {
  // the route is not redirected (spec 3 names it a target, not a menu entry), so the page says who it is for,
  // in the words the team and message log pages use, instead of a failed list
  if (!useCapabilities().admin) {
    return (
      <ScreenHeader title="Logistics">
        <Text role="alert">{MESSAGES.noAccess}</Text>
      </ScreenHeader>
    );
  }
  return <PurchaseOrders />;
}

function PurchaseOrders() {
  // read once at mount: kept in this page's state while it is open, gone after a reload
  const [created] = useState(takeCreatedPO);
  const query = useGraphQLQuery(PURCHASE_ORDERS, {}, { staleTime: 0 });
  const orders = query.data?.purchaseOrders ?? [];
  return (
    <ScreenHeader title="Logistics">
      {created && <CreatedDevicesPanel created={created} />}
      {query.isPending ? (
        <Loader size="sm" aria-label="Loading" />
      ) : query.isError ? (
        <ListError onRetry={query.refetch} />
      ) : orders.length === 0 ? (
        <Text>No purchase orders</Text>
      ) : (
        <Table withTableBorder striped aria-label="Purchase orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>P.O.</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Manufacturer</Table.Th>
              <Table.Th>SKU</Table.Th>
              <Table.Th>Models</Table.Th>
              <Table.Th>Device IDs</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((o) => (
              <Table.Tr key={o.id} data-testid={`po-${o.po ?? o.id}`}>
                <Table.Td>{o.po ?? 'None'}</Table.Td>
                <Table.Td>
                  {formatDateTime(o.createdAt).slice(0, 8)}
                  {o.createdBy && (
                    <Text size="xs" c="dimmed">
                      {o.createdBy}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{o.manufacturerLabel ?? o.manufacturerCode}</Table.Td>
                <Table.Td>{o.sku}</Table.Td>
                <Table.Td>
                  {(o.items ?? [])
                    .filter((i) => (i.quantity ?? 0) > 0)
                    .map((i) => `${i.model} x ${i.quantity}`)
                    .join(', ') || 'None'}
                </Table.Td>
                <Table.Td>{idRange(o.devices)}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {statusCounts(o.devices).map(([label, n]) => (
                      <Badge key={label} variant="light" size="sm">
                        {label}: {n}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ScreenHeader>
  );
}
