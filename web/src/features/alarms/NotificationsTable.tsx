import { ActionIcon, Checkbox, Select, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { NOTIFICATION_ACTIONS, NOTIFICATION_DELAYS, type NotificationAction } from '@fieldwatch/domain';
import type { AlarmPanel } from './graphql/alarms';
import type { ActionRow } from './alarmDraft';
import { ALARM_TEXTS } from './alarmTexts';
import { ReminderCell, reminderText } from './ReminderCell';

const delayLabel = (s: number) => NOTIFICATION_DELAYS.find((d) => d.seconds === s)?.label ?? `After ${s} secs`;
const actionLabel = (a: string) => NOTIFICATION_ACTIONS.find((x) => x.action === a)?.label ?? a;
const name = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

interface Props {
  panel: AlarmPanel;
  editing: boolean;
  isDemo: boolean;
  actions: ActionRow[];
  onChange: (actions: ActionRow[]) => void;
}

/**
 * Notifications (spec 2 §5): a user of the device's groups or a group, text or email, after a delay; and, beyond the
 * spec, a last column of reminders until the alarm is acknowledged (ReminderCell.tsx).
 */
export function NotificationsTable({ panel, editing, isDemo, actions, onChange }: Props) {
  const set = (i: number, patch: Partial<ActionRow>) => onChange(actions.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  if (!editing) {
    return (
      <Table aria-label="Notifications" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Notify</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Delay</Table.Th>
            <Table.Th>Reminders</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {panel.actions.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="dimmed" size="sm">
                  No notifications
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {panel.actions.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{a.group ? `Group: ${a.group.name ?? a.group.id}` : a.user ? name(a.user) : ''}</Table.Td>
              <Table.Td>{actionLabel(a.action)}</Table.Td>
              <Table.Td>{delayLabel(a.delay)}</Table.Td>
              <Table.Td>{reminderText(a)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  const users = panel.targets.users.map((u) => ({ value: String(u.id), label: name(u) }));
  const groups = panel.targets.groups.map((g) => ({ value: String(g.id), label: g.name ?? `Group ${g.id}` }));
  return (
    <>
      {users.length === 0 && (
        <Text c="orange" size="sm">
          {ALARM_TEXTS.noUsers}
        </Text>
      )}
      <Table aria-label="Notifications">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Notify</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Delay</Table.Th>
            <Table.Th>Reminders</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {actions.map((a, i) => (
            <Table.Tr key={i}>
              <Table.Td>
                {!isDemo && (
                  <Checkbox
                    size="xs"
                    mb={4}
                    label="Select from groups"
                    checked={a.useGroup}
                    onChange={(e) => set(i, { useGroup: e.currentTarget.checked })}
                  />
                )}
                {a.useGroup ? (
                  <Select
                    aria-label="Group"
                    allowDeselect={false}
                    placeholder="Select group"
                    data={groups}
                    value={a.groupID === null ? null : String(a.groupID)}
                    onChange={(v) => set(i, { groupID: v === null ? null : Number(v) })}
                  />
                ) : (
                  <Select
                    aria-label="User"
                    allowDeselect={false}
                    placeholder="Select user"
                    data={users}
                    value={a.userID === null ? null : String(a.userID)}
                    onChange={(v) => set(i, { userID: v === null ? null : Number(v) })}
                  />
                )}
              </Table.Td>
              <Table.Td>
                {/* a second click on the chosen option keeps it: cleared, the row would be left out at save (spec 2 §5) */}
                <Select
                  aria-label="Action"
                  allowDeselect={false}
                  data={NOTIFICATION_ACTIONS.map((x) => ({ value: x.action, label: x.label }))}
                  value={a.action}
                  onChange={(v) => set(i, { action: (v as NotificationAction | null) ?? null })}
                />
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label="Delay"
                  data={NOTIFICATION_DELAYS.map((d) => ({ value: String(d.seconds), label: d.label }))}
                  value={String(a.delay)}
                  onChange={(v) => set(i, { delay: Number(v ?? 0) })}
                  allowDeselect={false}
                />
              </Table.Td>
              <Table.Td>
                <ReminderCell value={a} onChange={(r) => set(i, r)} />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Remove notification"
                  onClick={() => onChange(actions.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
