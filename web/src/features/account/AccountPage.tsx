import { Card, Container, Stack, Table, Title } from '@mantine/core';
import { fullName } from '../../app/auth/fullName';
import { useCapabilities, useMe } from '../../app/auth/MeContext';
import { SHELL_TEXTS } from '../../app/texts';
import { LoginAsSection } from './LoginAsSection';
import { LogoutButton } from './LogoutButton';

export function AccountPage() {
  const me = useMe();
  const caps = useCapabilities();
  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Account
        </Title>
        <Card withBorder padding="lg">
          <Table variant="vertical" withRowBorders={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={120}>Name</Table.Th>
                <Table.Td>{fullName(me) || SHELL_TEXTS.notAvailable}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Company</Table.Th>
                <Table.Td>{me.company?.name ?? SHELL_TEXTS.notAvailable}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Card>
        <div>
          <LogoutButton />
        </div>
        {caps.admin && <LoginAsSection />}
      </Stack>
    </Container>
  );
}
