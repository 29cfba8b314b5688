import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { graphqlRequest, operationName } from '../../api/graphql';
import { graphqlQueryKey, useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useMe } from '../../app/auth/MeContext';
import type { TagPanelProps } from '../tag/TagPanelProps';
import { GET_TAG_ALARM_PANEL, TEST_ALARM, UPDATE_ALARMS, type AlarmPanel, type UpdateAlarmsVariables } from './graphql/alarms';
import { draftFromPanel, draftProblems, NEW_RULE, newAction, updateVariables, type AlarmDraft } from './alarmDraft';
import { ALARM_TEXTS } from './alarmTexts';
import { withSaveToast } from '../../ui/saveToast';
import { AlarmRulesTable } from './AlarmRulesTable';
import { NotificationsTable } from './NotificationsTable';
import { LegacyAlarmsTable } from './LegacyAlarmsTable';
import { AlarmHistory } from './AlarmHistory';
import { AlarmAdvanced } from './AlarmAdvanced';
import { RemoveAllAlarmsModal } from './RemoveAllAlarmsModal';
import { offerUndo } from '../../ui/removal/undoToast';
import { UNDO_REMOVAL } from '../../ui/removal/undoRemoval';

/** The Alarms tab of the sensor page (spec 2 §2.2, §4.4, §5). */
export function AlarmsTab({ deviceID, tag, timeZone, sensorName = `Device ${deviceID} · ${tag}`, conversion }: TagPanelProps) {
  const me = useMe();
  const queryClient = useQueryClient();
  const vars = { deviceID, tag };
  const query = useGraphQLQuery(GET_TAG_ALARM_PANEL, vars);
  const [draft, setDraft] = useState<AlarmDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);

  if (query.isPending) return <Loader aria-label="Loading alarms" />;
  const panel = query.data?.tagAlarmPanel;
  if (query.isError || !panel) return <Text c="red">Something Went Wrong</Text>;
  const editing = draft !== null;
  // what the tables show: the form being edited, or the saved alarms as the form would start
  const shown = draft ?? draftFromPanel(panel, conversion);
  const problems = draft ? draftProblems(draft) : null;
  const hasProblems = problems !== null && (problems.ruleValues.size > 0 || problems.legacy.size > 0 || problems.holds.size > 0);

  const saved = (p: AlarmPanel) => {
    queryClient.setQueryData(graphqlQueryKey(GET_TAG_ALARM_PANEL, vars), { tagAlarmPanel: p });
    // the page's own query (banners, tag data) shows the alarms too
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== operationName(GET_TAG_ALARM_PANEL) });
    setDraft(null);
  };
  const send = async (variables: UpdateAlarmsVariables) => {
    setBusy(true);
    const res = await withSaveToast(() => graphqlRequest(UPDATE_ALARMS, variables));
    setBusy(false);
    if (res?.value.updateAlarms) saved(res.value.updateAlarms);
    return res;
  };
  const save = () => {
    if (!draft || hasProblems) return;
    void send(updateVariables(deviceID, tag, draft));
  };
  const removeAll = async () => {
    setConfirmRemove(false);
    const res = await send({ deviceID, tag, removeOrUpdate: 'remove' });
    if (!res) return;
    // the spec's toast ('Settings Updated') stays; the Undo beside it puts every rule and notification back
    offerUndo({
      id: res.toastId,
      message: 'Settings Updated',
      undo: () => graphqlRequest(UNDO_REMOVAL, { removal: 'REMOVE_ALARMS', deviceID, tag }),
      onUndone: () => void queryClient.invalidateQueries(),
    });
  };
  const test = async () => {
    setBusy(true);
    const res = await withSaveToast(() => graphqlRequest(TEST_ALARM, vars), { success: 'Test Alarm Sent' });
    setBusy(false);
    if (res) void queryClient.invalidateQueries();
  };

  return (
    <Stack gap="md" data-testid="alarms-tab">
      <Alert color={panel.synced ? 'green' : 'yellow'} variant="light" py="xs">
        {panel.synced ? ALARM_TEXTS.synced : ALARM_TEXTS.notSynced}
      </Alert>

      {panel.canEdit && (
        <Group gap="xs">
          {!editing ? (
            <>
              <Button onClick={() => setDraft(draftFromPanel(panel, conversion))}>Edit Alarm</Button>
              <Button variant="default" onClick={() => void test()} disabled={busy}>
                Test Alarm
              </Button>
            </>
          ) : (
            <>
              <Button variant="default" onClick={() => setDraft(null)} disabled={busy}>
                Cancel
              </Button>
              <Button color="red" variant="light" onClick={() => setConfirmRemove(true)} disabled={busy}>
                Remove All Alarms
              </Button>
              <Button onClick={save} disabled={busy || hasProblems}>
                Save Changes
              </Button>
            </>
          )}
        </Group>
      )}

      <Group justify="space-between" align="end">
        <Title order={4}>Alarm Rules</Title>
        {editing && !me.isDemo && (
          <Button size="xs" variant="light" onClick={() => setDraft({ ...draft, rules: [...draft.rules, { ...NEW_RULE }] })}>
            Add Alarm
          </Button>
        )}
      </Group>
      <AlarmRulesTable
        panel={panel}
        editing={editing}
        // demo users edit only their own notifications: the server refuses changes to the shared rules and thresholds
        readOnly={me.isDemo}
        rules={draft?.rules ?? []}
        badValues={problems?.ruleValues ?? new Set()}
        onChange={(rules) => draft && setDraft({ ...draft, rules })}
      />

      <Group justify="space-between" align="end">
        <Title order={4}>Notifications</Title>
        {editing && (
          <Button
            size="xs"
            variant="light"
            onClick={() => setDraft({ ...draft, actions: [...draft.actions, newAction(me.isDemo ? Number(me.id) : null)] })}
          >
            Add Notification
          </Button>
        )}
      </Group>
      <NotificationsTable
        panel={panel}
        editing={editing}
        isDemo={me.isDemo}
        actions={draft?.actions ?? []}
        onChange={(actions) => draft && setDraft({ ...draft, actions })}
      />

      <Title order={4}>Legacy alarms</Title>
      <LegacyAlarmsTable
        panel={panel}
        editing={editing}
        readOnly={me.isDemo}
        legacy={shown.legacy}
        legacyUnit={shown.legacyUnit}
        bad={problems?.legacy ?? new Set()}
        onChange={(legacy) => draft && setDraft({ ...draft, legacy })}
      />

      <AlarmAdvanced
        panel={panel}
        editing={editing}
        readOnly={me.isDemo}
        holds={shown.holds}
        ruleNames={[...new Set((draft?.rules ?? panel.rules).map((r) => r.name.trim()).filter((n) => n !== ''))]}
        bad={problems?.holds ?? new Set()}
        onChange={(holds) => draft && setDraft({ ...draft, holds })}
      />

      <RemoveAllAlarmsModal
        opened={confirmRemove}
        panel={panel}
        sensorName={sensorName}
        isDemo={me.isDemo}
        myId={Number(me.id)}
        busy={busy}
        onConfirm={() => void removeAll()}
        onCancel={() => setConfirmRemove(false)}
      />

      <Title order={4}>Alarm History</Title>
      <AlarmHistory log={panel.log} timeZone={timeZone} />
    </Stack>
  );
}
