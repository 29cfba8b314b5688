import { useState } from 'react';
import { Checkbox, Stack, Text } from '@mantine/core';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  EDITABLE_NOTIFICATION_FLAGS,
  NOTIFICATION_FLAGS,
  NOTIFICATION_LABELS,
  parseNotificationSettings,
  type NotificationFlag,
} from '@fieldwatch/domain';
import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../api/graphql';
import { useMe } from '../../app/auth/MeContext';
import { UPDATE_NOTIFICATIONS } from './graphql/notifications';
import { refreshMe } from './refreshMe';
import { withSaveToast } from '../../ui/saveToast';
import { ACCOUNT_TEXTS } from './texts';

/** Notification Settings (spec 2 §5): only Tardy is editable; the other five are shown disabled, coming soon. */
export function NotificationSection() {
  const me = useMe();
  const stored = { ...DEFAULT_NOTIFICATION_SETTINGS, ...parseNotificationSettings(String(me.notificationSettings ?? '{}')) };
  const [failed, setFailed] = useState(false);
  const save = useMutation({
    // each switch saves at once, so it gets the save toast the other saves give; a failure also stays written below
    mutationFn: async (notifications: string) => {
      const done = await withSaveToast(() => graphqlRequest(UPDATE_NOTIFICATIONS, { notifications }));
      if (!done) throw new Error('notification settings not saved');
      return done.value;
    },
    onSuccess: () => void refreshMe(),
    onError: () => setFailed(true),
  });
  const toggle = (flag: NotificationFlag, value: boolean) => {
    setFailed(false);
    save.mutate(JSON.stringify({ ...stored, [flag]: value }));
  };

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Tardy: a message when one of your devices has sent nothing for 24 hours.
      </Text>
      {NOTIFICATION_FLAGS.map((flag) => {
        const editable = EDITABLE_NOTIFICATION_FLAGS.includes(flag);
        return (
          <Checkbox
            key={flag}
            label={editable ? NOTIFICATION_LABELS[flag] : `${NOTIFICATION_LABELS[flag]} ${ACCOUNT_TEXTS.comingSoon}`}
            checked={save.isPending && save.variables ? JSON.parse(save.variables)[flag] === true : stored[flag]}
            disabled={!editable || save.isPending}
            onChange={(e) => toggle(flag, e.currentTarget.checked)}
          />
        );
      })}
      {failed && (
        <Text c="red" role="alert">
          {ACCOUNT_TEXTS.failed}
        </Text>
      )}
    </Stack>
  );
}
