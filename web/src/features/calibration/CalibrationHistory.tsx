import { useState } from 'react';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatFeetInches, formatMeasurement, SETTINGS_TOAST_MS, TAG_PAGE_TEXTS } from '@fieldwatch/domain';
import { graphqlRequest } from '../../api/graphql';
import { DELETE_CALIBRATION, type Calibration } from './graphql/calibration';
import { withSaveToast } from '../../ui/saveToast';
import { useSiteTime } from '../../app/time/siteTime';

interface CalibrationHistoryProps {
  deviceID: number;
  tag: string;
  /** Newest first: the first one is what the graph shows values through. */
  list: Calibration[];
  onChanged: () => void;
}

/** What a calibration set, in a line: the fields that change the shown values. */
function summary(c: Calibration): string {
  const parts: string[] = [];
  if (c.tankHeight != null) parts.push(`tank height ${formatFeetInches(c.tankHeight)}`);
  if (c.offset != null && c.offset !== 0) parts.push(`offset ${formatMeasurement(c.offset, null)}`);
  if (c.fluid) parts.push(c.fluid);
  if (c.tankName) parts.push(c.tankName);
  if (c.kFactor !== 1) parts.push(`k-factor ${formatMeasurement(c.kFactor, null)}`);
  if (c.productionOffset) parts.push(`production offset ${formatMeasurement(c.productionOffset, null)}`);
  return parts.join(', ');
}

/**
 * The tag's calibrations under the calibration form (deleteCalibration, spec 2 §7): deleting the newest makes the
 * one before it the one values are shown through. Each delete asks once more.
 */
export function CalibrationHistory({ deviceID, tag, list, onChanged }: CalibrationHistoryProps) {
  const siteTime = useSiteTime();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  if (list.length === 0) return null;
  const remove = async (time: number) => {
    setBusy(true);
    const res = await withSaveToast(() => graphqlRequest(DELETE_CALIBRATION, { deviceID, tag, time }), {
      success: TAG_PAGE_TEXTS.settingsUpdatedReload,
      successMs: SETTINGS_TOAST_MS,
    });
    setBusy(false);
    setConfirming(null);
    if (res) onChanged();
  };
  return (
    <Stack gap="xs" mt="md" data-testid="calibration-history">
      <Title order={5}>Calibration History</Title>
      <Table>
        <Table.Tbody>
          {list.map((c, i) => (
            <Table.Tr key={c.time}>
              <Table.Td>{siteTime(c.time)}</Table.Td>
              <Table.Td>
                <Text size="sm">
                  {summary(c) || 'calibration'}
                  {i === 0 ? ' (in use)' : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                {confirming === c.time ? (
                  <Group gap="xs" wrap="nowrap">
                    <Button size="compact-xs" color="red" loading={busy} onClick={() => void remove(c.time)}>
                      Confirm
                    </Button>
                    <Button size="compact-xs" variant="default" onClick={() => setConfirming(null)}>
                      Cancel
                    </Button>
                  </Group>
                ) : (
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => setConfirming(c.time)}>
                    Delete
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
