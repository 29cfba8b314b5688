import { Group, Paper, Text, Title } from '@mantine/core';
import { TagCard } from '../../ui/cards/TagCard';
import type { PageDevice } from './graphql/deviceRe';

/** Data Streams: one card per sensor channel, each opening its tag page. */
export function DataStreamsSection({ device }: { device: PageDevice }) {
  const streams = device.tags.filter((t) => !t.tag.startsWith('_'));
  return (
    <Paper withBorder p="md" component="section" aria-label="Data Streams">
      <Title order={2} size="h3" mb="sm">
        Data Streams
      </Title>
      {streams.length === 0 ? (
        <Text size="sm" c="dimmed">
          This device has not sent any data yet.
        </Text>
      ) : (
        <Group gap="sm" align="stretch">
          {streams.map((t) => (
            <TagCard key={t.tag} deviceID={device.id} tag={t} device={device} />
          ))}
        </Group>
      )}
    </Paper>
  );
}
