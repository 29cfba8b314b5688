import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useSiteTime } from '../../../app/time/siteTime';
import type { TagPageData } from '../graphql/getTag';

/** The comments under the graph (the toolbar's Comments button), in site time; each opens its comment. */
export function CommentList({ comments, onOpen }: { comments: TagPageData['comments']; onOpen: (id: number) => void }) {
  const siteTime = useSiteTime();
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        Comments
      </Text>
      {comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No comments.
        </Text>
      ) : (
        <List size="sm" data-testid="comment-list">
          {comments.map((c) => (
            <List.Item key={c.id}>
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {siteTime(c.time)}
                </Text>
                <Button variant="subtle" size="compact-sm" onClick={() => onOpen(c.id)}>
                  {c.comment}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
