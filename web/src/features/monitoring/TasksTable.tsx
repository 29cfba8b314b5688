import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { deviceDisplayName } from '@fieldwatch/domain';
import type { OpenTask } from './openTasks';
import { ResponsiveTable } from '../../ui/responsiveTable/ResponsiveTable';

/** One row per open task; the company column only for super users, who see several companies. */
export function TasksTable({ tasks, showCompany }: { tasks: readonly OpenTask[]; showCompany: boolean }) {
  return (
    <ResponsiveTable minWidth={640}>
      <Table striped fz="sm" aria-label="Tasks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Priority</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Notes</Table.Th>
            <Table.Th>Device</Table.Th>
            {showCompany && <Table.Th>Company</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map(({ task, device }) => (
            <Table.Tr key={task.id}>
              <Table.Td>{task.priority ?? ''}</Table.Td>
              <Table.Td>{task.type ?? ''}</Table.Td>
              <Table.Td>{task.notes ?? ''}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/devices/${device.id}`} fz="sm">
                  {device.name ? `${device.name} (${device.id})` : deviceDisplayName(device)}
                </Anchor>
              </Table.Td>
              {showCompany && <Table.Td>{device.company?.name ?? ''}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
