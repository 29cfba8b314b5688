import { useState } from 'react';
import { Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { LIFECYCLE_STATUSES, lifecycleLabel, TEXT_LIMITS } from '@fieldwatch/domain';
import { graphqlRequest } from '../../api/graphql';
import { ADD_LOG_COMMENT, ADD_STATUS } from './graphql/deviceMutations';
import type { PageDevice } from './graphql/deviceRe';
import { DEVICE_PAGE_TOASTS, withSaveToast } from '../../ui/saveToast';
import { useSiteTime } from '../../app/time/siteTime';

/** Lifecycle status history and log comments, with addStatus and addLogComment (super users). */
export function LifecycleLog({ device, onSaved }: { device: PageDevice; onSaved: () => void }) {
  const siteTime = useSiteTime();
  const [status, setStatus] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const entries = [
    ...device.log.map((l) => ({ time: l.time, text: lifecycleLabel(l.status) })),
    ...device.logComments.map((c) => ({ time: c.time, text: c.comment })),
  ].sort((a, b) => b.time - a.time);
  return (
    <Stack gap="xs">
      <Text size="sm">Status: {lifecycleLabel(device.latest.status) || 'None'}</Text>
      <Group align="end" gap="xs">
        <Select
          label="Add Status"
          placeholder="Select Status"
          data={LIFECYCLE_STATUSES.filter((s) => !s.protected).map((s) => ({ value: String(s.code), label: s.label }))}
          value={status}
          onChange={setStatus}
          size="xs"
        />
        <Button
          size="xs"
          disabled={status === null}
          onClick={() =>
            void withSaveToast(() => graphqlRequest(ADD_STATUS, { deviceID: device.id, status: Number(status) }), {
              ...DEVICE_PAGE_TOASTS,
              success: 'Status Added',
            }).then((ok) => {
              if (ok) {
                setStatus(null);
                onSaved();
              }
            })
          }
        >
          Add
        </Button>
      </Group>
      <Group align="end" gap="xs">
        <TextInput
          label="Log Comment"
          maxLength={TEXT_LIMITS.comment}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          size="xs"
        />
        <Button
          size="xs"
          disabled={comment.trim() === ''}
          onClick={() =>
            void withSaveToast(() => graphqlRequest(ADD_LOG_COMMENT, { deviceID: device.id, comment }), {
              ...DEVICE_PAGE_TOASTS,
              success: 'Comment Added',
            }).then((ok) => {
              if (ok) {
                setComment('');
                onSaved();
              }
            })
          }
        >
          Add
        </Button>
      </Group>
      {entries.length > 0 && (
        <Table aria-label="Device log">
          <Table.Tbody>
            {entries.map((e, i) => (
              <Table.Tr key={i}>
                <Table.Td>{siteTime(e.time)}</Table.Td>
                <Table.Td>{e.text}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
