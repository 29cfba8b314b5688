import { useState } from 'react';
import { Button, Checkbox, Divider, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  additionalTagDefaultRange,
  additionalTagLabel,
  GALLONS_NEED_STRAP,
  SETTINGS_TOAST_MS,
  tagType,
  TAG_PAGE_TEXTS,
  unitAvailable,
  TEMP_COMPENSATION_LABELS,
  TEMP_COMPENSATION_TAGS,
  tempCompensationFlags,
  tempCompensationOf,
  tempCompensationOptions,
  unitLabel,
  yRangeForUnit,
  type TagPermissions,
  type TempCompensation,
} from '@fieldwatch/domain';
import { graphqlRequest, GraphQLRequestError } from '../../../api/graphql';
import { CalibrationBoxes } from '../../calibration/CalibrationBoxes';
import type { TagPageData } from '../graphql/getTag';
import { UPDATE_TAG } from '../graphql/settings';
import { changedFields, draftOf, type SettingsDraft } from './settingsDraft';
import { AdditionalUnitSelect } from './AdditionalUnitSelect';
import { GraphLinkPickers } from './GraphLinkPickers';
import { withStrap } from '../../../api/jsonScalars';

/** The Settings tab (spec 2 §2.2, §4.7, §6): the tag settings box, then the calibration boxes. */
export function SettingsTab({ data, perms }: { data: TagPageData; perms: TagPermissions }) {
  const tag = data.tag.tag;
  const saved = draftOf(data.settings, data.additionalOptions);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<SettingsDraft>(saved);
  const queryClient = useQueryClient();
  const canEdit = perms.editDisplay || perms.editCorrections;
  const may = { display: perms.editDisplay, corrections: perms.editCorrections, minimum: perms.editMinimumFilter };
  const save = useMutation({
    mutationFn: () => graphqlRequest(UPDATE_TAG, { deviceID: data.deviceID, tag, ...changedFields(saved, draft, may) }),
    onMutate: () => notifications.show({ id: 'tag-settings', message: 'Loading...', loading: true, autoClose: false }),
    onSuccess: async () => {
      notifications.update({
        id: 'tag-settings',
        message: TAG_PAGE_TEXTS.settingsUpdatedReload,
        loading: false,
        color: 'green',
        autoClose: SETTINGS_TOAST_MS,
      });
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: ['GetTag'] });
    },
    onError: (e) =>
      notifications.update({
        id: 'tag-settings',
        loading: false,
        color: 'red',
        autoClose: 6000,
        message:
          e instanceof GraphQLRequestError && e.errors[0]?.extensions?.code === 'BAD_INPUT' ? e.message : TAG_PAGE_TEXTS.somethingWentWrong,
      }),
  });
  const set = <K extends keyof SettingsDraft>(k: K, v: SettingsDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const units = tagType(tag)?.units ?? [];
  const calibration = withStrap(data.tag.calibration);
  const ro = !editing;
  const compensation = tempCompensationOf(draft);
  return (
    <Stack>
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h4">
            Tag Settings
          </Title>
          {canEdit && !editing && (
            <Button size="xs" onClick={() => (setDraft(saved), setEditing(true))}>
              Edit
            </Button>
          )}
          {editing && (
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => (setDraft(saved), setEditing(false))}>
                Cancel
              </Button>
              <Button size="xs" loading={save.isPending} onClick={() => save.mutate()}>
                Save
              </Button>
            </Group>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Display Units"
            readOnly={ro || !perms.editDisplay}
            value={draft.displayUnits ?? units[0]?.unit ?? null}
            // gallons only with a calibration that gives volumes (spec 2 §9)
            data={units.map((u) => ({ value: u.unit, label: unitLabel(u.unit) || '(none)', disabled: !unitAvailable(u, calibration) }))}
            description={units.some((u) => !unitAvailable(u, calibration)) && editing ? GALLONS_NEED_STRAP : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            onChange={(u) => {
              if (!u) return;
              const r = yRangeForUnit(tag, u);
              setDraft((d) => ({ ...d, displayUnits: u, ymin: r.ymin, ymax: r.ymax }));
            }}
          />
          <NumberInput label="Y Axis Minimum" readOnly={ro || !perms.editDisplay} value={draft.ymin} onChange={(v) => set('ymin', v)} />
          <NumberInput label="Y Axis Maximum" readOnly={ro || !perms.editDisplay} value={draft.ymax} onChange={(v) => set('ymax', v)} />
          {(tag === 'spsr' || tag === 'dspsr') && (
            <NumberInput
              label="Barrels/Inch"
              readOnly={ro || !perms.editDisplay}
              value={draft.barrelsPerInch}
              onChange={(v) => set('barrelsPerInch', v)}
            />
          )}
        </SimpleGrid>

        {perms.editCorrections && (
          <>
            <Divider my="md" label="Filters and temperature" labelPosition="left" />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Checkbox
                label="Erroneous Data Filter"
                disabled={ro}
                checked={draft.filterEnabled}
                onChange={(e) => set('filterEnabled', e.currentTarget.checked)}
              />
              <NumberInput
                label="Filter Threshold"
                readOnly={ro}
                value={draft.filterThreshold}
                onChange={(v) => set('filterThreshold', v)}
              />
              {perms.editMinimumFilter ? (
                <NumberInput
                  label="Filter Minimum Value"
                  readOnly={ro}
                  value={draft.filterMinimumValue}
                  onChange={(v) => set('filterMinimumValue', v)}
                />
              ) : (
                <span />
              )}
              <Checkbox
                label="Sensor Temperature Filter"
                disabled={ro}
                checked={draft.sensorTempFilterEnabled}
                onChange={(e) => set('sensorTempFilterEnabled', e.currentTarget.checked)}
              />
              <NumberInput
                label="Sensor Temperature Threshold"
                allowDecimal={false}
                readOnly={ro}
                value={draft.sensorTempFilterThreshold}
                onChange={(v) => set('sensorTempFilterThreshold', v)}
              />
              <span />
              {TEMP_COMPENSATION_TAGS.includes(tag) && (
                <Select
                  label="Temperature Compensation"
                  readOnly={ro}
                  value={compensation}
                  data={tempCompensationOptions(tag).map((c) => ({ value: c, label: TEMP_COMPENSATION_LABELS[c] }))}
                  onChange={(c) => c && setDraft((d) => ({ ...d, ...tempCompensationFlags(c as TempCompensation) }))}
                />
              )}
              {!TEMP_COMPENSATION_TAGS.includes(tag) && (
                <Checkbox
                  label="Temperature Correction"
                  disabled={ro}
                  checked={draft.temperatureCorrectionEnabled}
                  onChange={(e) => set('temperatureCorrectionEnabled', e.currentTarget.checked)}
                />
              )}
              {draft.temperatureCorrectionEnabled && (
                <>
                  <NumberInput
                    label="Correction Coefficient"
                    min={-0.5}
                    max={0.5}
                    step={0.01}
                    readOnly={ro}
                    value={draft.temperatureCorrectionCoefficient}
                    onChange={(v) => set('temperatureCorrectionCoefficient', v)}
                  />
                  <NumberInput
                    label="Temperature Correction Threshold"
                    readOnly={ro}
                    value={draft.temperatureCorrectionThreshold}
                    onChange={(v) => set('temperatureCorrectionThreshold', v)}
                  />
                </>
              )}
              {tag === 'vib' && (
                <>
                  <Checkbox
                    label="Show Fourier Plot"
                    disabled={ro}
                    checked={draft.fourierPlotEnabled}
                    onChange={(e) => set('fourierPlotEnabled', e.currentTarget.checked)}
                  />
                  <NumberInput
                    label="Maximum Fourier Amplitude"
                    readOnly={ro}
                    value={draft.maximumFourierAmplitude}
                    onChange={(v) => set('maximumFourierAmplitude', v)}
                  />
                </>
              )}
            </SimpleGrid>
          </>
        )}

        <Divider my="md" label="Secondary to fifth graphs" labelPosition="left" />
        <GraphLinkPickers links={draft.links} readOnly={ro || !perms.editDisplay} onChange={(links) => set('links', links)} />

        {draft.additional.length > 0 && (
          <>
            <Divider my="md" label="Additional sensors" labelPosition="left" />
            <Stack gap="xs">
              {draft.additional.map((a, i) => (
                <Group key={a.tag} grow align="flex-end">
                  <Text size="sm">{additionalTagLabel(a.tag)}</Text>
                  {(['displayUnits', 'ymin', 'ymax'] as const).map((k) => {
                    const label = { displayUnits: 'Display Units', ymin: 'Y Min', ymax: 'Y Max' }[k];
                    const update = (v: string | number) =>
                      set(
                        'additional',
                        draft.additional.map((x, j) => (j === i ? { ...x, [k]: v } : x)),
                      );
                    // choosing a unit also sets the y range from that unit's defaults (spec 2 §4.5), as for the tag itself
                    const chooseUnit = (u: string) => {
                      const r = additionalTagDefaultRange(a.tag, u || null);
                      set(
                        'additional',
                        draft.additional.map((x, j) => (j === i ? { ...x, displayUnits: u, ymin: r.ymin, ymax: r.ymax } : x)),
                      );
                    };
                    return k === 'displayUnits' ? (
                      <AdditionalUnitSelect
                        key={k}
                        tag={a.tag}
                        readOnly={ro || !perms.editDisplay}
                        value={a.displayUnits}
                        onChange={chooseUnit}
                      />
                    ) : (
                      <NumberInput key={k} label={label} readOnly={ro || !perms.editDisplay} value={a[k]} onChange={update} />
                    );
                  })}
                </Group>
              ))}
            </Stack>
          </>
        )}
      </Paper>
      <CalibrationBoxes deviceID={data.deviceID} tag={tag} />
    </Stack>
  );
}
