import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ScreenHeader } from '../../ui/ScreenHeader';

/**
 * Spec 1 §2 / spec 3 (Email Sending Tool): a separate placeholder screen reads 'in testing'. The spec gives it no
 * route; it sits under the e-mail tool it belongs to, for super users like the tool itself.
 */
export function EmailTestingPage() {
  return (
    <ScreenHeader title="Email Sending Tool">
      <Paper withBorder p="lg" radius="md" maw={640}>
        <Text>in testing</Text>
        <Anchor component={Link} to="/admin/sendEmail" size="sm">
          Email Sending Tool
        </Anchor>
      </Paper>
    </ScreenHeader>
  );
}
