import { Badge, Group, Title } from '@mantine/core';
import { ROLE_LABELS, roleOf } from '@fieldwatch/domain';
import { useMe } from '../../app/auth/MeContext';
import { SHELL_TEXTS } from '../../app/texts';
import { useCompanyName } from './useCompanyName';

export function LandingPage() {
  const me = useMe();
  const companyName = useCompanyName();
  return (
    <Group gap="md" p="lg" align="center">
      <Title order={1} size="h2">
        {companyName ?? SHELL_TEXTS.notAvailable}
      </Title>
      <Badge size="lg" variant="light">
        {ROLE_LABELS[roleOf(me)]}
      </Badge>
    </Group>
  );
}
