import { Stack, Text } from '@mantine/core';
import { alarmReasonLine } from '@fieldwatch/domain';
import type { AlarmReasonDevice } from './graphql/alarmReason';

/** A device listed for a named rule that was sent while no tag's flag says why (the rule's tag is back to normal). */
const NO_REASON = 'Alarm rule triggered';

/**
 * Why a device is in alarm, one line per tag: the rule or threshold, the reading with its unit, and its time in the
 * device's site zone, the zone named ('Pressure: Critical high threshold: above 50 psi; reading 75 psi at 05/12/26
 * 14:03 CDT'). The landing's Alarms box and the Alarms page's cards both print it.
 */
export function AlarmReasonLines({ device }: { device: AlarmReasonDevice }) {
  const lines = (device.tags ?? []).flatMap((t) => {
    const reason = t.alarms?.reason;
    return reason ? [{ tag: t.tag, text: alarmReasonLine(t.tag, reason, device.timeZone) }] : [];
  });
  return (
    <Stack gap={2} data-alarm-reasons>
      {lines.length === 0 ? (
        <Text size="xs" c="var(--fw-danger-fg)">
          {NO_REASON}
        </Text>
      ) : (
        lines.map((l) => (
          <Text key={l.tag} size="xs" c="var(--fw-danger-fg)" data-alarm-reason={l.tag}>
            {l.text}
          </Text>
        ))
      )}
    </Stack>
  );
}
