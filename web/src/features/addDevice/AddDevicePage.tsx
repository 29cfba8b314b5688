import { useState } from 'react';
import { Anchor, Button, Card, Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconClockX } from '@tabler/icons-react';
import { ADD_DEVICE_TEXTS, formatCountdown, parseAddDeviceInput, roleOf, TEXT_LIMITS } from '@fieldwatch/domain';
import { Link } from 'react-router';
import { BRAND } from '../../app/brand';
import { roleFlagsOf, useMe } from '../../app/auth/MeContext';
import { FolderPicker } from '../../ui/folderPicker/FolderPicker';
import { useAddDeviceFlow } from './useAddDeviceFlow';

/** Add Device (spec 3 §2, §4): claim a device by ID and pin, wait for its first message, then name and place it. */
export function AddDevicePage() {
  const me = useMe();
  const demo = roleOf(roleFlagsOf(me)) === 'demo';
  const flow = useAddDeviceFlow();
  const [deviceID, setDeviceID] = useState('');
  const [pin, setPin] = useState('');
  const [name, setName] = useState('');
  const [path, setPath] = useState<string | null>(null);
  const parsed = parseAddDeviceInput(deviceID, pin);
  const locked = flow.step === 1 || flow.pending;

  const goBack = () => {
    flow.reset();
    setName('');
    setPath(null);
  };

  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Add Device
        </Title>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Group grow align="flex-start">
              <TextInput
                label="Device ID"
                inputMode="numeric"
                value={deviceID}
                onChange={(e) => setDeviceID(e.currentTarget.value.replace(/\D/g, ''))}
                disabled={locked}
                error={flow.failed}
              />
              <TextInput
                label="Pin"
                inputMode="numeric"
                value={pin}
                onChange={(e) => setPin(e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
                disabled={locked}
                error={flow.failed}
              />
            </Group>
            {!demo && (
              <>
                <TextInput
                  label="Name"
                  maxLength={TEXT_LIMITS.name}
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                  disabled={flow.saved}
                />
                <FolderPicker label="Directory" value={path} onChange={setPath} />
              </>
            )}
            <Group gap="sm">
              <Button
                onClick={() => parsed && flow.start(parsed.deviceID, parsed.pin)}
                disabled={parsed === null || flow.pending || flow.step === 1 || flow.saved}
                loading={flow.pending}
                color={flow.failed ? 'red' : undefined}
              >
                Add Device
              </Button>
              {!demo && (
                <Button
                  variant="light"
                  onClick={() => flow.saveInfo(name.trim(), path ?? '')}
                  disabled={flow.step !== 1 || flow.saved}
                  loading={flow.saving}
                >
                  {flow.saved ? 'Saved' : 'Save Info'}
                </Button>
              )}
              {flow.step === 1 && (
                <Anchor component="button" type="button" onClick={goBack}>
                  Go back
                </Anchor>
              )}
            </Group>
          </Stack>
        </Card>
        {flow.step === 1 && (
          <Card withBorder padding="lg" aria-live="polite">
            {flow.online ? (
              <Group gap="xs">
                <IconCircleCheck color="var(--mantine-color-green-7)" aria-hidden />
                <Text fw={600}>{ADD_DEVICE_TEXTS.online}</Text>
                {parsed && (
                  <Anchor component={Link} to={`/devices/${parsed.deviceID}`} ml="md">
                    Open device
                  </Anchor>
                )}
              </Group>
            ) : flow.timedOut ? (
              <Stack gap="xs">
                <Group gap="xs">
                  <IconClockX color="var(--mantine-color-red-7)" aria-hidden />
                  <Text fw={600}>{ADD_DEVICE_TEXTS.timedOut}</Text>
                </Group>
                <Text size="sm">
                  {ADD_DEVICE_TEXTS.timedOutHelp}{' '}
                  <Anchor href={BRAND.supportPhoneHref} inherit>
                    {BRAND.supportPhone}
                  </Anchor>
                </Text>
              </Stack>
            ) : (
              <Group gap="sm">
                <Loader size="sm" />
                <Text>{ADD_DEVICE_TEXTS.listening}</Text>
                <Text fw={600} ff="monospace" data-testid="countdown">
                  {formatCountdown(flow.remainingMs)}
                </Text>
              </Group>
            )}
          </Card>
        )}
      </Stack>
    </Container>
  );
}
