import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, zoneLabel } from '@fieldwatch/domain';
import { ackCodeOf, confirmAckLink, readAckLink, type AckLinkAnswer } from './ackLinkApi';

const FAILED = 'Something Went Wrong';

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text fw={600} w={90} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text data-testid={`ack-${label.toLowerCase()}`}>{children}</Text>
    </Group>
  );
}

/**
 * The page an alarm message's link opens (docs/alarms.md "Acknowledging from the message"): it needs no sign-in,
 * names the device, sensor, alarm and when it was raised, and acknowledges only when its one button is pressed (mail
 * scanners follow links). Every refusal is shown in the server's own sentence, which says that nothing changed.
 */
export function AcknowledgePage() {
  const [answer, setAnswer] = useState<AckLinkAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const asked = useRef(false);
  const code = ackCodeOf();

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (!code) {
      setAnswer({ outcome: 'invalid', message: 'This link is not valid. Nothing was changed.', details: null });
      return;
    }
    readAckLink(code)
      .then(setAnswer)
      .catch((err) => {
        console.error('acknowledge: reading the link failed', err);
        setFailed(true);
      });
  }, [code]);

  const acknowledge = () => {
    if (!code) return;
    setBusy(true);
    confirmAckLink(code)
      .then(setAnswer)
      .catch((err) => {
        console.error('acknowledge failed', err);
        setFailed(true);
      })
      .finally(() => setBusy(false));
  };

  const d = answer?.details;
  const raised = d ? `${formatDateTime(d.raisedAt / 1000, false, d.timeZone)} ${zoneLabel(d.timeZone, d.raisedAt / 1000)}` : '';
  const good = answer?.outcome === 'open' || answer?.outcome === 'acknowledged';
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Acknowledge alarm
        </Title>
        {!answer && !failed && <Loader size="sm" aria-label="Loading the alarm" />}
        {d && (
          <Stack gap={4}>
            <Detail label="Device">{`${d.device} (ID ${d.deviceId})`}</Detail>
            <Detail label="Sensor">{d.sensor}</Detail>
            <Detail label="Alarm">{d.alarm}</Detail>
            <Detail label="Raised">{raised}</Detail>
          </Stack>
        )}
        {answer && (
          <Alert color={good ? (answer.outcome === 'acknowledged' ? 'green' : 'blue') : 'orange'} role="status" data-testid="ack-outcome">
            {answer.message}
          </Alert>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {FAILED}
          </Alert>
        )}
        {answer?.outcome === 'open' && (
          <Group>
            <Button onClick={acknowledge} loading={busy}>
              Acknowledge
            </Button>
          </Group>
        )}
        {d && answer?.outcome !== 'open' && (
          <Anchor href={`#/devices/${d.deviceId}/tags/${encodeURIComponent(d.tag)}`}>View the sensor</Anchor>
        )}
      </Stack>
    </Container>
  );
}
