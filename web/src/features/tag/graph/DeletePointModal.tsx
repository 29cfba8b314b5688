import { useState } from 'react';
import { Button, Group, Loader, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { calibratedReading, TAG_PAGE_TEXTS, toDisplayUnit, unitLabel } from '@fieldwatch/domain';
import { graphqlRequest } from '../../../api/graphql';
import { useGraphQLQuery } from '../../../api/useGraphQLQuery';
import { useSiteTime } from '../../../app/time/siteTime';
import { ConfirmRemovalModal } from '../../../ui/removal/ConfirmRemovalModal';
import { UNDO_REMOVAL } from '../../../ui/removal/undoRemoval';
import { offerUndo } from '../../../ui/removal/undoToast';
import { DELETE_DATA, NEAREST_READING } from '../graphql/annotations';
import type { TagView } from '../useTagView';

/**
 * The reading Delete Data Point was asked for: on a graph of raw readings the clicked one (time and value as shown);
 * on a bucketed graph a click lands on a bucket, so the server names the raw reading nearest it, within the bucket.
 */
export interface DeletePointTarget {
  time: number;
  /** The bucket's width when the graph is bucketed; null when `time` is the reading's own. */
  within: number | null;
  /** The clicked reading's value as the graph shows it (raw graphs). */
  shown: number | null;
}

interface Props {
  deviceID: number;
  tag: string;
  view: TagView;
  target: DeletePointTarget | null;
  onClose: () => void;
}

const round = (v: number) => String(Math.round(v * 100) / 100);

/**
 * Delete Data Point's confirmation: names the reading that goes (value in the graph's unit, time in the site's zone),
 * then deletes it and offers the Undo (the server keeps the reading for 10 s).
 */
export function DeletePointModal({ deviceID, tag, view, target, onClose }: Props) {
  const siteTime = useSiteTime();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const near = useGraphQLQuery(
    NEAREST_READING,
    { deviceID, tag, time: target?.time ?? 0, maxDistance: target?.within ?? 0 },
    { enabled: target !== null && target.within !== null, staleTime: 0 },
  );
  if (!target) return null;
  const bucketed = target.within !== null;
  const found = bucketed ? near.data?.nearestReading : { time: target.time, value: null };
  // a bucketed graph's nearest reading comes as stored: shown as the graph shows values (calibrated, in its unit)
  const shown = !found
    ? null
    : bucketed
      ? (toDisplayUnit(tag, calibratedReading(tag, found.value!, view.calibration), view.unit, view.conversion) ?? found.value)
      : target.shown;
  const unit = unitLabel(view.unit);
  const named = found
    ? `the reading of ${shown === null ? '' : `${round(shown)}${unit ? ` ${unit}` : ''} at `}${siteTime(found.time, true)}`
    : '';
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['GetTag'] });

  const confirm = async () => {
    if (!found) return;
    setBusy(true);
    try {
      const deleted = (await graphqlRequest(DELETE_DATA, { deviceID, tag, time: found.time })).deleteData;
      if (deleted) {
        offerUndo({
          message: `Deleted ${named}.`,
          undo: () => graphqlRequest(UNDO_REMOVAL, { removal: 'DELETE_DATA', deviceID, tag, time: found.time }),
          onUndone: refresh,
        });
      } else notifications.show({ color: 'gray', message: 'No reading there to delete.' });
      refresh();
    } catch {
      notifications.show({ color: 'red', message: TAG_PAGE_TEXTS.somethingWentWrong });
    }
    setBusy(false);
    onClose();
  };

  if (bucketed && !found) {
    return (
      <Modal opened onClose={onClose} title="Delete Data Point" centered>
        {near.isPending ? (
          <Loader size="sm" aria-label="Finding the reading" />
        ) : (
          <Group justify="space-between">
            <Text size="sm">No reading there to delete.</Text>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        )}
      </Modal>
    );
  }
  return (
    <ConfirmRemovalModal
      opened
      title="Delete Data Point"
      question={`Delete ${named}?`}
      irreversible={false}
      confirmLabel="Delete Data Point"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
