import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { MASS_UPDATE_TEXTS } from '@fieldwatch/domain';

export interface ClearChoice {
  keepChanges: boolean;
  deleteAlarmsToo: boolean;
  deleteOnlyAlarms: boolean;
}

const NAMED = 20;

/** "The 3 devices: 20101, 20102, 20103." (the first twenty, then how many more). */
function chosenDevices(ids: readonly number[]): string {
  const named = ids.slice(0, NAMED).join(', ');
  const more = ids.length > NAMED ? ` and ${ids.length - NAMED} more` : '';
  return `${ids.length === 1 ? 'The device' : `The ${ids.length} devices`}: ${named}${more}.`;
}

/**
 * The Clear Data / Clear Alarms warning (spec 3 §4). With the sensor-data permission (super users): also make my
 * setting changes, delete alarms too, delete ONLY alarms (the last two exclusive). Otherwise it clears ALL alarms
 * and offers only to also make the changes. Keeping the changes is on by default.
 */
export function ClearDialog({
  opened,
  deviceIds,
  canClearData,
  busy,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  /** The devices typed in the form: named in the warning, so nobody clears a list they did not mean. */
  deviceIds: readonly number[];
  canClearData: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (choice: ClearChoice) => void;
}) {
  const [keepChanges, setKeep] = useState(true);
  const [alarmsToo, setAlarmsToo] = useState(false);
  const [onlyAlarms, setOnlyAlarms] = useState(false);
  return (
    <Modal opened={opened} onClose={onCancel} title="Warning" centered>
      <Stack>
        <Text>
          {!canClearData || onlyAlarms
            ? 'This clears ALL alarms of every chosen device. Are you sure?'
            : `This permanently deletes the data${alarmsToo ? ' and the alarms' : ''} of every chosen device.`}
        </Text>
        <Text size="sm" data-testid="clear-devices">
          {chosenDevices(deviceIds)}
        </Text>
        <Checkbox
          label={canClearData ? MASS_UPDATE_TEXTS.alsoMakeChanges : MASS_UPDATE_TEXTS.alsoMakeChangesShort}
          checked={keepChanges}
          onChange={(e) => setKeep(e.currentTarget.checked)}
        />
        {canClearData && (
          <>
            <Checkbox
              label={MASS_UPDATE_TEXTS.deleteAlarmsToo}
              checked={alarmsToo}
              onChange={(e) => {
                setAlarmsToo(e.currentTarget.checked);
                if (e.currentTarget.checked) setOnlyAlarms(false);
              }}
            />
            <Checkbox
              label={MASS_UPDATE_TEXTS.deleteOnlyAlarms}
              checked={onlyAlarms}
              onChange={(e) => {
                setOnlyAlarms(e.currentTarget.checked);
                if (e.currentTarget.checked) setAlarmsToo(false);
              }}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={() =>
              onConfirm({ keepChanges, deleteAlarmsToo: canClearData && alarmsToo, deleteOnlyAlarms: canClearData ? onlyAlarms : true })
            }
          >
            {MASS_UPDATE_TEXTS.yesClearAll}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
