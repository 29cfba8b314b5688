import { Box, Table, Text } from '@mantine/core';
import { activityBarWidth, formatMinutes } from '@fieldwatch/domain';

/** Minutes of one client on one day: the time as hh:mm over a bar of the count as a percent of 100 (max 85 %). */
export function ActivityCell({ minutes, color }: { minutes: number; color: string }) {
  if (minutes <= 0) return <Table.Td />;
  return (
    <Table.Td style={{ minWidth: 64 }}>
      <Text fz="xs" ff="monospace">
        {formatMinutes(minutes)}
      </Text>
      <Box h={6} bg={color} w={`${activityBarWidth(minutes)}%`} style={{ borderRadius: 3 }} data-activity-bar />
    </Table.Td>
  );
}
