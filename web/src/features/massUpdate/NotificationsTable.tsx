import { ActionIcon, Button, NativeSelect, Table } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { NEW_ACTION_ROW, NOTIFICATION_ACTIONS, NOTIFICATION_DELAYS, type MassActionRow } from '@fieldwatch/domain';
import { SENSOR_TYPE_DATA } from './AlarmRulesTable';
import { withPlaceholder } from './formProps';
import type { MassUpdateOption } from './graphql/massUpdate';

const DELAYS = NOTIFICATION_DELAYS.map((d) => ({ value: String(d.seconds), label: d.label }));
const ACTIONS = NOTIFICATION_ACTIONS.map((a) => ({ value: a.action, label: a.action }));

/** Notifications: who is told, about which sensor type, after which delay, by sms or email. */
export function NotificationsTable({
  rows,
  users,
  onChange,
}: {
  rows: MassActionRow[];
  users: MassUpdateOption[];
  onChange: (rows: MassActionRow[]) => void;
}) {
  const set = (i: number, patch: Partial<MassActionRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const userData = withPlaceholder(
    'Select User',
    users.map((u) => ({ value: String(u.id), label: u.name || `User ${u.id}` })),
  );
  return (
    <>
      <Table aria-label="Notifications" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Sensor Type</Table.Th>
            <Table.Th>Delay</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                <NativeSelect
                  aria-label={`Notification ${i + 1} user`}
                  data={userData}
                  value={r.userId}
                  onChange={(e) => set(i, { userId: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <NativeSelect
                  aria-label={`Notification ${i + 1} sensor type`}
                  data={SENSOR_TYPE_DATA}
                  value={r.tag}
                  onChange={(e) => set(i, { tag: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <NativeSelect
                  aria-label={`Notification ${i + 1} delay`}
                  data={DELAYS}
                  value={r.delay}
                  onChange={(e) => set(i, { delay: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <NativeSelect
                  aria-label={`Notification ${i + 1} action`}
                  data={ACTIONS}
                  value={r.action}
                  onChange={(e) => set(i, { action: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove notification ${i + 1}`}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button variant="light" size="xs" onClick={() => onChange([...rows, { ...NEW_ACTION_ROW }])}>
        Add Notification
      </Button>
    </>
  );
}
