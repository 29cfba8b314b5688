import { useState } from 'react';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDateTime, sortRows } from '@fieldwatch/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Notice } from './graphql/landing';
import { NoticeIcon } from './NoticeIcon';
import { NotificationModal } from './NotificationModal';
import { OverviewBox } from './OverviewBox';
import classes from './overview.module.css';
import { ListError } from '../../ui/listError/ListError';

/** Notices, newest first; a click opens the details (spec 1 §2). */
export function NotificationsList({ query }: { query: UseQueryResult<{ notice: Notice[] | null }> }) {
  const [open, setOpen] = useState<Notice | null>(null);
  const notices = sortRows(query.data?.notice ?? [], (n) => n.created_at, 'desc');
  return (
    <OverviewBox title="Notifications">
      {query.isError ? (
        <ListError onRetry={query.refetch} retryLabel="Retry Notifications" />
      ) : query.isPending ? null : notices.length === 0 ? (
        <Text c="dimmed">No notifications available</Text>
      ) : (
        <Stack gap={4}>
          {notices.map((notice) => (
            <UnstyledButton key={notice.id} onClick={() => setOpen(notice)} p={6} className={classes.notice} data-notice-id={notice.id}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <NoticeIcon type={notice.notice_type} />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {notice.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(notice.created_at)}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
      <NotificationModal notice={open} onClose={() => setOpen(null)} />
    </OverviewBox>
  );
}
