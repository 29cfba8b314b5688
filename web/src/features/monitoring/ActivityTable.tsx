import { Fragment, useMemo } from 'react';
import { Table } from '@mantine/core';
import { activityDays, groupActivity, type ActivityEntry } from '@fieldwatch/domain';
import { ActivityCell } from './ActivityCell';
import { ResponsiveTable } from '../../ui/responsiveTable/ResponsiveTable';

export const MOBILE_COLOUR = 'blue.6';
export const DESKTOP_COLOUR = 'green.6';

export interface ActivityTableProps {
  startDate: string;
  mobile: readonly ActivityEntry[];
  desktop: readonly ActivityEntry[];
}

/** Users by company, with a Mobile and a Desktop column for each of the 7 days from the start date. */
export function ActivityTable({ startDate, mobile, desktop }: ActivityTableProps) {
  const days = useMemo(() => activityDays(startDate), [startDate]);
  const groups = useMemo(() => groupActivity({ mobile, desktop }, days), [mobile, desktop, days]);
  const width = 1 + days.length * 2;

  return (
    // the table holds no links or buttons: the scroll box itself takes focus so the keyboard can scroll it sideways
    <ResponsiveTable minWidth={1100} focusable>
      <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={4} aria-label="User activity">
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2}>User</Table.Th>
            {days.map((day) => (
              <Table.Th key={day.key} colSpan={2} ta="center" data-activity-day={day.key}>
                {day.label}
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            {days.map((day) => (
              <Fragment key={day.key}>
                <Table.Th fz="xs" c="var(--fw-info-fg)">
                  Mobile
                </Table.Th>
                <Table.Th fz="xs" c="var(--fw-success-fg)">
                  Desktop
                </Table.Th>
              </Fragment>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Fragment key={group.company}>
              <Table.Tr bg="var(--fw-muted-bg)">
                <Table.Td colSpan={width} fw={700}>
                  {group.company || 'No company'}
                </Table.Td>
              </Table.Tr>
              {group.users.map((user) => (
                <Table.Tr key={user.userID}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.user}</Table.Td>
                  {days.map((day) => (
                    <Fragment key={day.key}>
                      <ActivityCell minutes={user.mobile[day.key] ?? 0} color={MOBILE_COLOUR} />
                      <ActivityCell minutes={user.desktop[day.key] ?? 0} color={DESKTOP_COLOUR} />
                    </Fragment>
                  ))}
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTable>
  );
}
