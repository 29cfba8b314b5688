import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ALARM_FLAG_MESSAGES, CALIBRATION_WARNING_TAGS, TAG_PAGE_TEXTS, flagAwaitsAck } from '@fieldwatch/domain';
import { graphqlRequest, operationName } from '../../api/graphql';
import { ACK_ALARM } from './graphql/ackAlarm';
import type { TagPageData } from './graphql/getTag';
import { GET_TAG_ALARM_PANEL } from '../alarms/graphql/alarms';

export interface AlarmBannersProps {
  data: TagPageData;
  onShowAlarms: () => void;
  /** Whether the graph's click menu offers Add Calibration to this user (the warning's hint names it). */
  canCalibrate: boolean;
}

/**
 * The banners above the tabs (spec 2 §2.2, §4.3): a triggered alarm rule (pointing to the Alarms tab), the alarm
 * flag with Acknowledge → Confirm / Cancel, and the no-calibration warning of spsr, dspsr and dist.
 */
export function AlarmBanners({ data, onShowAlarms, canCalibrate }: AlarmBannersProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { flag, flagTime, acknowledged, trigger } = data.tag.alarms;
  const ack = useMutation({
    mutationFn: () => graphqlRequest(ACK_ALARM, { deviceID: data.deviceID, tag: data.tag.tag }),
    onSuccess: async () => {
      setConfirming(false);
      // the banner and the open Alarms tab (its flag and history) show the acknowledgement (spec 2 §4.3)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['GetTag'] }),
        queryClient.invalidateQueries({ queryKey: [operationName(GET_TAG_ALARM_PANEL)] }),
      ]);
    },
    onError: () => notifications.show({ color: 'red', message: TAG_PAGE_TEXTS.somethingWentWrong }),
  });
  const uncalibrated = CALIBRATION_WARNING_TAGS.includes(data.tag.tag) && data.tag.calibration === null;
  return (
    <>
      {trigger && (
        <Alert color="orange" title="Alarm rule triggered" data-testid="rule-banner">
          <Group justify="space-between">
            <Text size="sm">{TAG_PAGE_TEXTS.ruleTriggered}</Text>
            <Button size="xs" variant="light" onClick={onShowAlarms}>
              View Alarms
            </Button>
          </Group>
        </Alert>
      )}
      {flagAwaitsAck(flag, flagTime, acknowledged) && (
        <Alert color={flag === 'test' ? 'blue' : flag === 'norm' ? 'green' : 'red'} data-testid="flag-banner">
          <Group justify="space-between">
            <Text size="sm">{ALARM_FLAG_MESSAGES[flag]}</Text>
            {confirming ? (
              <Group gap="xs">
                <Button size="xs" color="red" loading={ack.isPending} onClick={() => ack.mutate()}>
                  Confirm
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
              </Group>
            ) : (
              <Button size="xs" variant="white" onClick={() => setConfirming(true)}>
                Acknowledge
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {uncalibrated && (
        <Alert color="yellow" data-testid="calibration-warning">
          {canCalibrate ? TAG_PAGE_TEXTS.noCalibration : TAG_PAGE_TEXTS.noCalibrationNoRights}
        </Alert>
      )}
    </>
  );
}
