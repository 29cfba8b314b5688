import { useState } from 'react';
import { Accordion, Button, Group, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  EMPTY_MASS_UPDATE_FORM,
  MASS_UPDATE_TEXTS,
  buildMassUpdateArgs,
  fillPgeExample,
  parseDeviceIds,
  serverErrorText,
  type MassUpdateForm,
} from '@fieldwatch/domain';
import { GraphQLRequestError, graphqlRequest } from '../../api/graphql';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { useCapabilities, useMe } from '../../app/auth/MeContext';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { AlarmRulesTable } from './AlarmRulesTable';
import { ClearDialog, type ClearChoice } from './ClearDialog';
import { DeviceIdsField } from './DeviceIdsField';
import { GraphSettings } from './GraphSettings';
import { InfoSettings } from './InfoSettings';
import { LegacyAlarmTable } from './LegacyAlarmTable';
import { MassUpdateOutcome } from './MassUpdateOutcome';
import { UnitsNote } from './UnitsNote';
import { MassUpdateProgress } from './MassUpdateProgress';
import { MessageModal } from './MessageModal';
import { NotificationsTable } from './NotificationsTable';
import { TransmitSettings } from './TransmitSettings';
import { CLEAR_MASS_DEVICE_DATA, MASS_UPDATE_OPTIONS, UPDATE_MASS_SETTING, type MassUpdateResult } from './graphql/massUpdate';
import { rememberIdList } from './savedIdLists';

const errorText = (e: unknown) =>
  serverErrorText(e instanceof GraphQLRequestError ? (e.errors[0]?.message ?? e.message) : e instanceof Error ? e.message : String(e));

/** Update Devices (spec 3 §2, §4, §5): one form applied to many devices at once. */
export function UpdateDevicesPage() {
  const me = useMe();
  const caps = useCapabilities();
  const options = useGraphQLQuery(MASS_UPDATE_OPTIONS, {}).data?.massUpdateOptions;
  const [form, setForm] = useState<MassUpdateForm>(EMPTY_MASS_UPDATE_FORM);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ what: 'update' | 'clear'; result: MassUpdateResult } | null>(null);
  const [clearing, setClearing] = useState(false);
  const change = (patch: Partial<MassUpdateForm>) => setForm((f) => ({ ...f, ...patch }));

  const update = useMutation({
    mutationFn: (args: NonNullable<ReturnType<typeof buildMassUpdateArgs>>) => graphqlRequest(UPDATE_MASS_SETTING, args),
  });
  const clear = useMutation({
    mutationFn: (v: { deviceIDs: string; deleteAlarmsToo: boolean; deleteOnlyAlarms: boolean }) =>
      graphqlRequest(CLEAR_MASS_DEVICE_DATA, v),
  });

  async function save(): Promise<void> {
    const args = buildMassUpdateArgs(form);
    if (!args) {
      setError(MASS_UPDATE_TEXTS.formError);
      return;
    }
    try {
      const result = (await update.mutateAsync(args)).updateMassSetting;
      setOutcome({ what: 'update', result });
      // when every device was refused the form keeps what was typed, to be corrected and sent again
      if (result.updated.length > 0) {
        rememberIdList(args.deviceIDs);
        setForm(EMPTY_MASS_UPDATE_FORM);
      }
    } catch (e) {
      setError(errorText(e));
    }
  }

  async function confirmClear(choice: ClearChoice): Promise<void> {
    const { ids } = parseDeviceIds(form.deviceIds);
    setClearing(false);
    try {
      const result = (
        await clear.mutateAsync({
          deviceIDs: ids.join(','),
          deleteAlarmsToo: choice.deleteAlarmsToo,
          deleteOnlyAlarms: choice.deleteOnlyAlarms,
        })
      ).clearMassDeviceData;
      setOutcome({ what: 'clear', result });
      // keeping the changes saves the form after clearing, when it has any
      if (choice.keepChanges && buildMassUpdateArgs(form)) await save();
    } catch (e) {
      setError(errorText(e));
    }
  }

  function openClear(): void {
    const { ids, invalid } = parseDeviceIds(form.deviceIds);
    if (ids.length === 0 || invalid.length > 0) setError(MASS_UPDATE_TEXTS.formError);
    else setClearing(true);
  }

  return (
    <ScreenHeader title={MASS_UPDATE_TEXTS.title} note={MASS_UPDATE_TEXTS.note}>
      <Stack gap="md" maw={1100}>
        <DeviceIdsField value={form.deviceIds} onChange={(deviceIds) => change({ deviceIds })} />
        <Group>
          {me.isSuperUser && (
            <Button variant="light" onClick={() => setForm(fillPgeExample)}>
              {MASS_UPDATE_TEXTS.fillPge}
            </Button>
          )}
          <Button variant="light" color="red" onClick={openClear}>
            {me.isSuperUser ? MASS_UPDATE_TEXTS.clearData : MASS_UPDATE_TEXTS.clearAlarms}
          </Button>
          <Button onClick={() => void save()} loading={update.isPending}>
            {MASS_UPDATE_TEXTS.saveChanges}
          </Button>
        </Group>
        {outcome && <MassUpdateOutcome what={outcome.what} result={outcome.result} />}
        {outcome?.what === 'update' && outcome.result.updated.length > 0 && <MassUpdateProgress deviceIds={outcome.result.updated} />}
        <Accordion multiple variant="separated">
          <Accordion.Item value="info">
            <Accordion.Control>Info Settings</Accordion.Control>
            <Accordion.Panel>
              <InfoSettings form={form} change={change} options={options} canChangeCompany={caps.companyPicker} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="graph">
            <Accordion.Control>Graph Settings</Accordion.Control>
            <Accordion.Panel>
              <GraphSettings form={form} change={change} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="transmit">
            <Accordion.Control>Transmit Settings</Accordion.Control>
            <Accordion.Panel>
              <TransmitSettings form={form} change={change} options={options} isSuperUser={me.isSuperUser} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="alarm">
            <Accordion.Control>Alarm Settings</Accordion.Control>
            <Accordion.Panel>
              <Stack>
                <Title order={3} size="h5">
                  Alarm Rules
                </Title>
                <AlarmRulesTable rows={form.rules} onChange={(rules) => change({ rules })} />
                {/* a display unit chosen for a sensor becomes the unit its rules are read in too */}
                <UnitsNote
                  deviceIds={form.deviceIds}
                  tags={form.rules.map((r) => r.tag)}
                  chosen={form.tag ? { [form.tag]: form.displayUnits || null } : {}}
                />
                <Title order={3} size="h5">
                  Notifications
                </Title>
                <NotificationsTable rows={form.actions} users={options?.users ?? []} onChange={(actions) => change({ actions })} />
                <Title order={3} size="h5">
                  Alarm Legacy
                </Title>
                <LegacyAlarmTable form={form} change={change} />
                <UnitsNote
                  deviceIds={form.deviceIds}
                  tags={form.tag ? [form.tag] : []}
                  chosen={form.tag ? { [form.tag]: form.displayUnits || null } : {}}
                />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
      <ClearDialog
        key={clearing ? 'open' : 'closed'}
        opened={clearing}
        deviceIds={clearing ? parseDeviceIds(form.deviceIds).ids : []}
        canClearData={me.isSuperUser}
        busy={clear.isPending}
        onCancel={() => setClearing(false)}
        onConfirm={(c) => void confirmClear(c)}
      />
      <MessageModal message={error} onClose={() => setError(null)} />
    </ScreenHeader>
  );
}
