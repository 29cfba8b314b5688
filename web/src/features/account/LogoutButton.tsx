import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useStoredUser } from '../../app/auth/authStore';
import { logout } from '../../app/auth/session';

export function LogoutButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const actingAsOther = useStoredUser()?.loginAsUserID != null;

  const confirm = () => {
    close();
    // Home first: after a login-as logout the original user lands there, after a full one the next sign-in does.
    navigate('/');
    logout();
  };

  return (
    <>
      <Button color="red" variant="light" leftSection={<IconLogout size={18} aria-hidden />} onClick={open}>
        Logout
      </Button>
      <Modal opened={opened} onClose={close} title="Logout" centered>
        <Text>{actingAsOther ? 'Stop acting as this user and return to your own account?' : 'Are you sure you want to log out?'}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm}>
            Yes, log out
          </Button>
        </Group>
      </Modal>
    </>
  );
}
