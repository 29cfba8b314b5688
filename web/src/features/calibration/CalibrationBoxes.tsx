import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  CALIBRATION_BOX_TITLES,
  feetInchesToInches,
  FORM_INCOMPLETE,
  formatFeetInches,
  inchesToFeetInches,
  SETTINGS_TOAST_MS,
  TAG_PAGE_TEXTS,
  turbineWizardProblem,
} from '@fieldwatch/domain';
import { graphqlRequest } from '../../api/graphql';
import { useCapabilities } from '../../app/auth/MeContext';
import type { TagPanelProps } from '../tag/TagPanelProps';
import { UPDATE_CALIBRATION, type UpdateCalibrationVariables } from './graphql/calibration';
import { useCalibrations } from './useCalibrations';
import { FeetInchesInput, type FeetInches } from './FeetInchesInput';
import { withSaveToast } from '../../ui/saveToast';

const heightText = (inches: number | null | undefined) => (inches == null ? 'Not set' : formatFeetInches(inches));
const num = (s: string) => (s.trim() === '' || !Number.isFinite(Number(s)) ? null : Number(s));

/**
 * The settings tab's calibration boxes (spec 2 §2.2, §4.7): radar and sonar tank height, turbine k-factor (and the
 * cumulative production offset for puls). Edit shows only for users who can edit.
 */
export function CalibrationBoxes({ deviceID, tag }: TagPanelProps) {
  const canEdit = useCapabilities().calibrate;
  const cal = useCalibrations(deviceID, tag);
  const [editing, setEditing] = useState(false);
  const [height, setHeight] = useState<FeetInches>({ feet: '', inches: '' });
  const [kFactor, setKFactor] = useState('');
  const [offset, setOffset] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const title = Object.hasOwn(CALIBRATION_BOX_TITLES, tag) ? CALIBRATION_BOX_TITLES[tag] : null;
  if (!title || cal.query.isPending) return null;
  const latest = cal.latest;
  const isTank = tag === 'dist' || tag === 'sonr';

  const edit = () => {
    const fi = latest?.tankHeight != null ? inchesToFeetInches(latest.tankHeight) : null;
    setHeight(fi ? { feet: String(fi.feet), inches: String(fi.inches) } : { feet: '', inches: '' });
    setKFactor(latest ? String(latest.kFactor) : '');
    setOffset(latest ? String(latest.productionOffset) : '0');
    setError(null);
    setEditing(true);
  };
  const save = async () => {
    let vars: UpdateCalibrationVariables;
    if (isTank) {
      const inches = feetInchesToInches(height.feet, height.inches);
      if (inches === null || inches <= 0) return setError(FORM_INCOMPLETE);
      vars = { deviceID, tag, tankHeight: inches };
    } else {
      const k = num(kFactor);
      const problem = turbineWizardProblem(k);
      if (problem) return setError(problem);
      vars = tag === 'puls' ? { deviceID, tag, kFactor: k, productionOffset: num(offset) ?? 0 } : { deviceID, tag, kFactor: k };
    }
    setError(null);
    setBusy(true);
    const res = await withSaveToast(() => graphqlRequest(UPDATE_CALIBRATION, vars), {
      success: TAG_PAGE_TEXTS.settingsUpdatedReload,
      successMs: SETTINGS_TOAST_MS,
    });
    setBusy(false);
    if (res) {
      setEditing(false);
      void cal.refresh();
    }
  };

  return (
    <Paper withBorder p="md" data-testid="calibration-box">
      <Group justify="space-between" mb="sm">
        <Title order={5}>{title}</Title>
        {canEdit && !editing && (
          <Button size="xs" onClick={edit}>
            Edit
          </Button>
        )}
        {editing && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button size="xs" onClick={() => void save()} loading={busy}>
              Save
            </Button>
          </Group>
        )}
      </Group>
      <Stack gap="xs">
        {isTank ? (
          editing ? (
            <FeetInchesInput label="Tank Height" value={height} onChange={setHeight} />
          ) : (
            <Text size="sm">Tank Height: {heightText(latest?.tankHeight)}</Text>
          )
        ) : editing ? (
          <>
            <TextInput label="K-Factor" inputMode="decimal" value={kFactor} onChange={(e) => setKFactor(e.currentTarget.value)} w={200} />
            {tag === 'puls' && (
              <TextInput
                label="Cumulative Production Offset (bbls)"
                inputMode="decimal"
                value={offset}
                onChange={(e) => setOffset(e.currentTarget.value)}
                w={260}
              />
            )}
          </>
        ) : (
          <>
            <Text size="sm">K-Factor: {latest ? latest.kFactor : 'Not set'}</Text>
            {tag === 'puls' && <Text size="sm">Cumulative Production Offset: {latest ? latest.productionOffset : 0}</Text>}
          </>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
