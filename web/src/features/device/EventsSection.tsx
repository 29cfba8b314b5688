import { useState } from 'react';
import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { eventLabel } from '@fieldwatch/domain';
import type { PageDevice } from './graphql/deviceRe';
import { AllEventsModal } from './AllEventsModal';
import { LifecycleLog } from './LifecycleLog';
import { useSiteTime } from '../../app/time/siteTime';

/** Events: the newest flags in words (spec 3 event table); the server already limits non-super users to 1 to 3. */
export function EventsSection({ device, onSaved }: { device: PageDevice; onSaved: () => void }) {
  const siteTime = useSiteTime();
  const [all, setAll] = useState(false);
  const superUser = device.viewerAbilities.superUser;
  return (
    <Paper withBorder p="md" component="section" aria-label="Events">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          Events
        </Title>
        {superUser && (
          <Button size="xs" variant="light" onClick={() => setAll(true)}>
            All Events
          </Button>
        )}
      </Group>
      {device.events.length === 0 ? (
        <Text size="sm" c="dimmed">
          No events.
        </Text>
      ) : (
        <Table striped aria-label="Events">
          <Table.Tbody>
            {device.events.slice(0, 10).map((e, i) => (
              <Table.Tr key={`${e.time}-${e.flag}-${i}`}>
                <Table.Td>{siteTime(e.time, true)}</Table.Td>
                <Table.Td>{eventLabel(e.flag)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {superUser && (
        <>
          <Title order={3} size="h4" mt="md" mb="xs">
            Device Log
          </Title>
          <LifecycleLog device={device} onSaved={onSaved} />
        </>
      )}
      {all && <AllEventsModal deviceId={device.id} onClose={() => setAll(false)} />}
    </Paper>
  );
}
