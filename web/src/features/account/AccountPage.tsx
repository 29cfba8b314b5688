import { Container, Group, Stack, Title } from '@mantine/core';
import { useCapabilities } from '../../app/auth/MeContext';
import { AdminOptions } from './AdminOptions';
import { ApiKeysSection } from './ApiKeysSection';
import { CollapsibleSection } from './CollapsibleSection';
import { ColorSchemeSection } from './ColorSchemeSection';
import { DirectoryCsvSection } from './DirectoryCsvSection';
import { LoginAsSection } from './LoginAsSection';
import { LogoutButton } from './LogoutButton';
import { SignOutEverywhereButton } from './SignOutEverywhereButton';
import { NotificationSection } from './NotificationSection';
import { ProfileCard } from './ProfileCard';
import { ReportEmailsSection } from './ReportEmailsSection';

/** The account page (spec 2 §2.3, §4.8). */
export function AccountPage() {
  const caps = useCapabilities();
  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} size="h2">
            Account
          </Title>
          <Group gap="xs">
            <SignOutEverywhereButton />
            <LogoutButton />
          </Group>
        </Group>
        <ProfileCard />
        {caps.admin && <LoginAsSection />}
        <CollapsibleSection title="API Keys (Advanced)">
          <ApiKeysSection />
        </CollapsibleSection>
        <CollapsibleSection title="Notification Settings">
          <NotificationSection />
        </CollapsibleSection>
        <CollapsibleSection title="Daily Report E-mails">
          <ReportEmailsSection />
        </CollapsibleSection>
        <CollapsibleSection title="Directory CSV">
          <DirectoryCsvSection />
        </CollapsibleSection>
        <ColorSchemeSection />
        {caps.admin && <AdminOptions />}
      </Stack>
    </Container>
  );
}
