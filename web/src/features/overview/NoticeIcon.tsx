import { ThemeIcon } from '@mantine/core';
import { IconAlertOctagon, IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconSparkles } from '@tabler/icons-react';
import { noticeCategory, noticeType, type NoticeType } from '@fieldwatch/domain';

const ICONS: Record<NoticeType, { icon: typeof IconInfoCircle; color: string }> = {
  critical: { icon: IconAlertOctagon, color: 'red' },
  warning: { icon: IconAlertTriangle, color: 'yellow' },
  success: { icon: IconCircleCheck, color: 'green' },
  info: { icon: IconInfoCircle, color: 'blue' },
  update: { icon: IconSparkles, color: 'grape' },
};

export function NoticeIcon({ type }: { type: string | null }) {
  const { icon: Icon, color } = ICONS[noticeType(type)];
  return (
    <ThemeIcon variant="light" color={color} size="md" radius="xl" aria-label={noticeCategory(type)}>
      <Icon size={16} />
    </ThemeIcon>
  );
}
