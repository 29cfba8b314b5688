import { Alert, Button, Group, Table, Text } from '@mantine/core';
import { toCsv } from '@fieldwatch/domain';
import type { CreatedDevice } from './graphql/purchaseOrders';

export interface CreatedPO {
  po: number | null;
  devices: CreatedDevice[];
}

function downloadCsv(created: CreatedPO): void {
  const csv = toCsv(
    ['id', 'model', 'deviceType', 'pin', 'secret'],
    created.devices.map((d) => [d.id, d.model, d.deviceType, d.pin, d.secret]),
  );
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `po-${created.po ?? 'new'}-devices.csv`;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * The devices a P.O. just made, with what the factory flashes into each (install PIN, transport secret). The
 * server keeps only the secret's hash, so this is the one time it can be read.
 */
export function CreatedDevicesPanel({ created }: { created: CreatedPO }) {
  return (
    <Alert color="green" title={`P.O. ${created.po ?? '(no number)'} created: ${created.devices.length} devices`}>
      <Text size="sm" mb="xs">
        Give the factory these PINs and transport secrets now: the secrets cannot be shown again.
      </Text>
      <Group mb="xs">
        <Button size="xs" variant="light" onClick={() => downloadCsv(created)}>
          Download CSV
        </Button>
      </Group>
      <Table withTableBorder striped fz="xs" aria-label="Created devices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Device ID</Table.Th>
            <Table.Th>Model</Table.Th>
            <Table.Th>PIN</Table.Th>
            <Table.Th>Transport secret</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {created.devices.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{d.id}</Table.Td>
              <Table.Td>{d.model}</Table.Td>
              <Table.Td>{d.pin}</Table.Td>
              <Table.Td ff="monospace">{d.secret}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
