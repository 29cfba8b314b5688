import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  intervalBounds,
  sensorTypeOptions,
  settingKeyVisible,
  settingPending,
  settingsSectionVisible,
  superUserSettingKey,
  TEXT_LIMITS,
} from '@fieldwatch/domain';
import { graphqlRequest } from '../../api/graphql';
import type { Me } from '../../app/auth/graphql/me';
import { UPDATE_DEVICE_SETTING } from './graphql/deviceMutations';
import type { PageDevice } from './graphql/deviceRe';
import { DEVICE_PAGE_TOASTS, withSaveToast } from '../../ui/saveToast';
import { currentValue, minutesText, settingsChanges, type SettingsValues } from './settingsForm';
import { settingLabel, SettingsTable } from './SettingsTable';
import { DEVICE_TEXTS } from './texts';
import { useFirmwareVersions } from './useFirmwareVersions';

interface Props {
  device: PageDevice;
  me: Me;
  onSaved: () => void;
}

/** The keys the edit form offers to this viewer, besides the intervals. */
function editableKeys(device: PageDevice): string[] {
  const a = device.viewerAbilities;
  const keys: string[] = [];
  if (a.sensorType && sensorTypeOptions(device.defaultTag).length > 0) keys.push('sensor_application_type');
  if (a.signatures) keys.push('control_1', 'relocate_image_signature');
  if (a.signatures || a.control2) keys.push('control_2');
  if (a.superUser) {
    for (const s of device.settings) {
      if (!keys.includes(s.key) && !s.key.startsWith('interval_') && settingKeyVisible(s.key, { isSuperUser: true, isManager: false }))
        keys.push(s.key);
    }
  }
  return keys;
}

function initialValues(device: PageDevice): SettingsValues {
  return {
    readingMinutes: minutesText(currentValue(device.settings, 'interval_reading')),
    transmitMinutes: minutesText(currentValue(device.settings, 'interval_transmit')),
    other: Object.fromEntries(editableKeys(device).map((k) => [k, currentValue(device.settings, k) ?? ''])),
  };
}

/**
 * Settings (spec 2 §4.1, §5): read-only table or edit form. Only firmware 167 to 199 and five-digit versions take
 * remote settings; managers and super users see the section.
 */
export function SettingsSection({ device, me, onSaved }: Props) {
  const a = device.viewerAbilities;
  const visible = settingsSectionVisible(device.firmwareVersion) && (a.settings || a.control2);
  const firmware = useFirmwareVersions(visible && a.signatures);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<SettingsValues>(() => initialValues(device));
  const [invalid, setInvalid] = useState<string | null>(null);
  if (!visible) return null;

  const rows = device.settings.filter((s) => settingKeyVisible(s.key, me) || (a.control2 && s.key === 'control_2'));
  const pending = rows.some(settingPending);
  const bounds = intervalBounds(me, device.firmwareVersion);
  const reset = () => setValues(initialValues(device));

  const save = async () => {
    const check = settingsChanges(values, device.settings, bounds);
    if (!check.ok) {
      setInvalid(check.message);
      reset();
      return;
    }
    if (check.changes.length === 0) {
      setEditing(false);
      return;
    }
    const ok = await withSaveToast(
      () => graphqlRequest(UPDATE_DEVICE_SETTING, { deviceID: device.id, settings: check.changes }),
      DEVICE_PAGE_TOASTS,
    );
    if (ok) {
      setEditing(false);
      onSaved();
    }
  };

  const signatureSelect = (key: string, versions: { name: string; crc_id: string }[]) => (
    <Select
      key={key}
      label={settingLabel(key)}
      placeholder={DEVICE_TEXTS.selectSignature}
      data={versions.map((v) => ({ value: v.crc_id, label: `${v.name} (${v.crc_id})` }))}
      value={values.other[key] || null}
      onChange={(v) => setValues({ ...values, other: { ...values.other, [key]: v ?? '' } })}
      clearable
    />
  );

  return (
    <Paper withBorder p="md" component="section" aria-label="Settings">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          Settings
        </Title>
        {!editing && (
          <Button
            size="xs"
            onClick={() => {
              reset();
              setEditing(true);
            }}
          >
            Edit Settings
          </Button>
        )}
      </Group>
      {pending && (
        <Alert color="orange" mb="sm">
          {DEVICE_TEXTS.pending}
        </Alert>
      )}
      {editing ? (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Reading Interval (minutes)"
              description={`${bounds.reading.min} to ${bounds.reading.max}`}
              value={values.readingMinutes}
              onChange={(e) => setValues({ ...values, readingMinutes: e.currentTarget.value })}
              inputMode="decimal"
            />
            <TextInput
              label="Transmit Interval (minutes)"
              description={`${bounds.transmit.min} to ${bounds.transmit.max}`}
              value={values.transmitMinutes}
              onChange={(e) => setValues({ ...values, transmitMinutes: e.currentTarget.value })}
              inputMode="decimal"
            />
            {Object.keys(values.other).map((key) => {
              if (key === 'control_1') return signatureSelect(key, firmware.application);
              if (key === 'relocate_image_signature') return signatureSelect(key, firmware.relocate);
              if (key === 'sensor_application_type') {
                return (
                  <Select
                    key={key}
                    label={settingLabel(key)}
                    data={[
                      { value: '0', label: DEVICE_TEXTS.selectSensorType },
                      ...sensorTypeOptions(device.defaultTag).map((o) => ({ value: String(o.value), label: o.label })),
                    ]}
                    value={values.other[key] || '0'}
                    onChange={(v) => setValues({ ...values, other: { ...values.other, [key]: v ?? '0' } })}
                  />
                );
              }
              return (
                <TextInput
                  key={key}
                  label={settingLabel(key)}
                  maxLength={TEXT_LIMITS.value}
                  description={superUserSettingKey(key) ? 'Super users only' : undefined}
                  value={values.other[key] ?? ''}
                  onChange={(e) => setValues({ ...values, other: { ...values.other, [key]: e.currentTarget.value } })}
                />
              );
            })}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                reset();
                setEditing(false);
              }}
            >
              Cancel
            </Button>
            <Button onClick={() => void save()}>Save Changes</Button>
          </Group>
        </Stack>
      ) : rows.length > 0 ? (
        <SettingsTable settings={rows} firmware={[...firmware.application, ...firmware.relocate]} />
      ) : (
        <Text size="sm" c="dimmed">
          No settings reported yet.
        </Text>
      )}
      <Modal opened={invalid !== null} onClose={() => setInvalid(null)} title={DEVICE_TEXTS.invalidValue}>
        <Stack>
          <Text>{invalid}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setInvalid(null)}>Ok</Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
