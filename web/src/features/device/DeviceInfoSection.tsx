import { useState } from 'react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { graphqlRequest } from '../../api/graphql';
import type { Me } from '../../app/auth/graphql/me';
import { DEVICE_TEXTS } from './texts';
import { DeviceInfoForm } from './DeviceInfoForm';
import { DeviceInfoView } from './DeviceInfoView';
import { updateFrom, valuesOf, type DeviceInfoValues } from './deviceInfoForm';
import { CLEAR_DEVICE_DATA, DELETE_FOTA_SETTING, UPDATE_DEVICE } from './graphql/deviceMutations';
import type { DeviceReData, PageDevice } from './graphql/deviceRe';
import { DEVICE_PAGE_TOASTS, withSaveToast } from '../../ui/saveToast';
import { MapModal } from './MapModal';
import { ReplaceDeviceModal } from './ReplaceDeviceModal';
import { ClearDataModal } from './ClearDataModal';
import { ReissueSecretModal } from './ReissueSecretModal';
import { ClearFotaModal } from './ClearFotaModal';
import { offerUndo } from '../../ui/removal/undoToast';
import { UNDO_REMOVAL } from '../../ui/removal/undoRemoval';

interface Props {
  device: PageDevice;
  gps: DeviceReData['deviceGps'];
  me: Me;
  onSaved: () => void;
}

/** Device Info: view, or edit with Cancel and Save; Replace Device, Clear Data and Clear Fota (spec 2 §4.1). */
export function DeviceInfoSection({ device, gps, me, onSaved }: Props) {
  const abilities = device.viewerAbilities;
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<DeviceInfoValues>(() => valuesOf(device));
  const [modal, setModal] = useState<'map' | 'replace' | 'clear' | 'secret' | 'fota' | null>(null);

  const save = () => graphqlRequest(UPDATE_DEVICE, { id: device.id, update: updateFrom(values, abilities) });
  const onSave = async () => {
    // an untouched form sends nothing: a save of what is stored could still rewrite it (and says it updated nothing)
    if (JSON.stringify(values) === JSON.stringify(valuesOf(device))) return setEditing(false);
    if (await withSaveToast(save, { ...DEVICE_PAGE_TOASTS, success: 'Device Updated' })) {
      setEditing(false);
      onSaved();
    }
  };
  const onClearData = async () => {
    const ok = await withSaveToast(
      async () => {
        await save();
        await graphqlRequest(CLEAR_DEVICE_DATA, { deviceID: device.id });
      },
      { ...DEVICE_PAGE_TOASTS, success: 'Data Cleared' },
    );
    if (ok) window.location.reload();
  };
  const onClearFota = async () => {
    setModal(null);
    const res = await withSaveToast(() => graphqlRequest(DELETE_FOTA_SETTING, { deviceID: device.id }), DEVICE_PAGE_TOASTS);
    if (!res) return;
    onSaved();
    offerUndo({
      id: res.toastId,
      message: 'Settings Updated',
      undo: () => graphqlRequest(UNDO_REMOVAL, { removal: 'CLEAR_FOTA', deviceID: device.id }),
      onUndone: onSaved,
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-label="Device Info">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          Device Info
        </Title>
        <Group gap="xs">
          {!editing && abilities.rename && (
            <Button
              size="xs"
              onClick={() => {
                setValues(valuesOf(device));
                setEditing(true);
              }}
            >
              Edit Device
            </Button>
          )}
          {!editing && abilities.editInfo && (
            <Button size="xs" variant="light" onClick={() => setModal('replace')}>
              Replace Device
            </Button>
          )}
          {!editing && abilities.superUser && (
            <Button size="xs" variant="light" color="red" onClick={() => setModal('secret')}>
              Re-issue Secret
            </Button>
          )}
          {!editing && abilities.clearFota && (
            <Button size="xs" variant="light" color="orange" onClick={() => setModal('fota')}>
              Clear Fota
            </Button>
          )}
        </Group>
      </Group>
      {editing ? (
        <Stack>
          <DeviceInfoForm
            values={values}
            abilities={abilities}
            onChange={setValues}
            defaultTag={device.defaultTag}
            companyZone={device.company?.timeZone ?? 'UTC'}
          />
          <Group justify="space-between">
            {abilities.editInfo ? (
              <Button color="red" variant="light" onClick={() => setModal('clear')}>
                Clear Data
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button
                variant="default"
                onClick={() => {
                  setValues(valuesOf(device));
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
              <Button onClick={() => void onSave()}>{DEVICE_TEXTS.saveChanges}</Button>
            </Group>
          </Group>
        </Stack>
      ) : (
        <DeviceInfoView device={device} me={me} onShowMap={() => setModal('map')} />
      )}
      {modal === 'map' && <MapModal device={device} gps={gps} onClose={() => setModal(null)} />}
      {modal === 'replace' && <ReplaceDeviceModal device={device} onClose={() => setModal(null)} onReplaced={onSaved} />}
      {modal === 'secret' && <ReissueSecretModal deviceID={device.id} onClose={() => setModal(null)} />}
      {modal === 'fota' && <ClearFotaModal device={device} onCancel={() => setModal(null)} onConfirm={() => void onClearFota()} />}
      <ClearDataModal
        opened={modal === 'clear'}
        deviceName={device.name || `Device ${device.id}`}
        streams={device.tags.length}
        onClose={() => setModal(null)}
        onConfirm={() => void onClearData()}
      />
    </Paper>
  );
}
