import { Anchor, SimpleGrid, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ADMIN_LINKS } from '../../app/layout/toolLinks';
import { ScreenHeader } from '../../ui/ScreenHeader';

/** The admin menu: the gear menu's entries (spec 3 §2) as a page, so /admin is a place to start from. */
export function AdminPage() {
  return (
    <ScreenHeader title="Admin">
      <nav aria-label="Admin tools">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" maw={900}>
          {ADMIN_LINKS.map((l) => (
            <Paper key={l.to} withBorder p="md" radius="md">
              <Anchor component={Link} to={l.to} fw={600}>
                {l.label}
              </Anchor>
              <Text size="xs" c="dimmed">
                {l.to}
              </Text>
            </Paper>
          ))}
          <Paper withBorder p="md" radius="md">
            <Anchor component={Link} to="/logistics" fw={600}>
              Logistics
            </Anchor>
            <Text size="xs" c="dimmed">
              /logistics
            </Text>
          </Paper>
        </SimpleGrid>
      </nav>
    </ScreenHeader>
  );
}
