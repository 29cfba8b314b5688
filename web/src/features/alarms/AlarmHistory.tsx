import { formatMeasurement, formatSiteTime, viewerTimeZone } from '@fieldwatch/domain';
import { ScrollArea, Table, Text } from '@mantine/core';
import type { AlarmPanel } from './graphql/alarms';
import { ackWayNote, alarmLogLabel } from './alarmTexts';
import { ReminderNote } from './ReminderCell';

/** Alarm History, newest first; demo users get only their own entries from the server. */
export function AlarmHistory({ log, timeZone = viewerTimeZone() }: { log: AlarmPanel['log']; timeZone?: string }) {
  return (
    <ScrollArea.Autosize mah={360}>
      <Table aria-label="Alarm History" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>User</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="dimmed" size="sm">
                  No alarm history
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {log.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>{formatSiteTime(l.time, timeZone)}</Table.Td>
              <Table.Td>{l.user ? `${l.user.firstName} ${l.user.lastName}`.trim() : 'System'}</Table.Td>
              <Table.Td>
                {alarmLogLabel(l.action)}
                <ReminderNote detail={l.detail} />
                <AckWayNote action={l.action} detail={l.detail} />
                {/* a held alarm: when its condition began, so the time it was raised is read against it */}
                {l.conditionSince !== null && (
                  <Text span size="xs" c="dimmed">
                    {` (condition since ${formatSiteTime(l.conditionSince, timeZone)})`}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{l.value === null ? '' : formatMeasurement(l.value, l.unit)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/** Under an acknowledgement: how it came, when not from the app (nothing for other entries). */
function AckWayNote({ action, detail }: { action: string; detail: string | null }) {
  const way = ackWayNote(action, detail);
  return way === null ? null : (
    <Text c="dimmed" size="xs">
      {way}
    </Text>
  );
}
