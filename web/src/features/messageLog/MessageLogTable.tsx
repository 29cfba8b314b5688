import { Table } from '@mantine/core';
import { formatNamedSiteTime, messageLogClockNote, messageLogText } from '@fieldwatch/domain';
import type { MessageLogEntry } from './graphql/messageLog';
import { ResponsiveTable } from '../../ui/responsiveTable/ResponsiveTable';

/**
 * Device ID, Time, Message Type, Data; the Data column follows the display rule of each type (spec 3 §3). Each time
 * is the device's site time with its zone named, as the device's own pages show its times, whoever reads the log.
 */
export function MessageLogTable({ entries }: { entries: MessageLogEntry[] }) {
  return (
    <ResponsiveTable minWidth={640}>
      <Table striped fz="sm" aria-label="Message log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Device ID</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Message Type</Table.Th>
            <Table.Th>Data</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e, i) => (
            <Table.Tr key={`${e.time}-${e.messageType}-${i}`}>
              <Table.Td>{e.deviceID}</Table.Td>
              {/* one line: the date, the time and its zone read as one value */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatNamedSiteTime(e.time, e.timeZone, true)}</Table.Td>
              <Table.Td>{e.messageType}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>
                {messageLogText(e.messageType, e.data)}
                {messageLogClockNote(e.clockOffsetSeconds)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
