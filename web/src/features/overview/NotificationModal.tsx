import { Button, Group, Modal, Stack } from '@mantine/core';
import { formatDateTime, noticeCategory } from '@fieldwatch/domain';
import { DetailField } from './DetailField';
import type { Notice } from './graphql/landing';

export function NotificationModal({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Modal opened={notice !== null} onClose={onClose} title="Notification Details" centered>
      {notice !== null && (
        <Stack gap="sm">
          <DetailField label="Category">{noticeCategory(notice.notice_type)}</DetailField>
          <DetailField label="Title">{notice.title ?? ''}</DetailField>
          <DetailField label="Date">{formatDateTime(notice.created_at)}</DetailField>
          <DetailField label="Message">{notice.notice_content ?? ''}</DetailField>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
