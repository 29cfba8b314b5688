import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStoredUser } from '../../app/auth/authStore';
import { signOutEverywhere } from '../../app/auth/session';
import { ACCOUNT_TEXTS } from './texts';

/**
 * Ends every session of the signed-in user on every phone and computer, this one included (docs/security.md). Not
 * offered while acting as another user: it would end the super user's own sessions from someone else's page.
 */
export function SignOutEverywhereButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const actingAsOther = useStoredUser()?.loginAsUserID != null;
  if (actingAsOther) return null;

  const confirm = async () => {
    setError(null);
    try {
      await signOutEverywhere();
      close();
      navigate('/');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <>
      <Button variant="subtle" color="red" onClick={open}>
        {ACCOUNT_TEXTS.signOutEverywhere}
      </Button>
      <Modal opened={opened} onClose={close} title={ACCOUNT_TEXTS.signOutEverywhere} centered>
        <Text>{ACCOUNT_TEXTS.signOutEverywhereConfirm}</Text>
        {error && (
          <Text c="red" mt="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()}>
            {ACCOUNT_TEXTS.signOutEverywhere}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
