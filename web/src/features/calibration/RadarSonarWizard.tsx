import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  feetInchesToInches,
  formatFeetInches,
  inchesToFeetInches,
  radarWizardProblem,
  SETTINGS_TOAST_MS,
  TAG_PAGE_TEXTS,
  type TankShape,
} from '@fieldwatch/domain';
import { graphqlRequest } from '../../api/graphql';
import { UPDATE_CALIBRATION, type Calibration } from './graphql/calibration';
import { EMPTY_FEET_INCHES, FeetInchesInput, type FeetInches } from './FeetInchesInput';
import { withSaveToast } from '../../ui/saveToast';

type Step = 'intro' | 'height' | 'shape' | 'level' | 'review';

interface Props {
  deviceID: number;
  tag: 'dist' | 'sonr';
  latest: Calibration | null;
  time?: number;
  onDone: () => void;
}

const fmt = (inches: number | null) => (inches === null ? '' : formatFeetInches(inches));

/**
 * Radar/sonar calibration (spec 2 §4.6): intro, tank height, tank shape when the volume format is on, the level the
 * user measured now, review. Back returns one step; 'Back to Home' returns to the intro.
 */
export function RadarSonarWizard({ deviceID, tag, latest, time, onDone }: Props) {
  const [step, setStep] = useState<Step>('intro');
  const [volumeFormat, setVolumeFormat] = useState(latest?.unit === 'gallons');
  const [height, setHeight] = useState<FeetInches>(() => {
    if (latest?.tankHeight == null) return EMPTY_FEET_INCHES;
    const fi = inchesToFeetInches(latest.tankHeight);
    return { feet: String(fi.feet), inches: String(fi.inches) };
  });
  const [shape, setShape] = useState<TankShape>(latest?.tankShape === 'horizontal' ? 'horizontal' : 'vertical');
  const [volume, setVolume] = useState(latest?.tankVolume == null ? '' : String(latest.tankVolume));
  const [level, setLevel] = useState<FeetInches>(EMPTY_FEET_INCHES);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const heightIn = feetInchesToInches(height.feet, height.inches);
  const levelIn = feetInchesToInches(level.feet, level.inches);
  const order: Step[] = volumeFormat ? ['intro', 'height', 'shape', 'level', 'review'] : ['intro', 'height', 'level', 'review'];
  const go = (to: Step) => {
    setError(null);
    setStep(to);
  };
  const next = () => {
    if (step === 'height' && radarWizardProblem(heightIn, 0)) return setError(radarWizardProblem(heightIn, 0));
    if (step === 'level' && radarWizardProblem(heightIn, levelIn)) return setError(radarWizardProblem(heightIn, levelIn));
    go(order[order.indexOf(step) + 1] ?? 'review');
  };
  const back = () => go(order[Math.max(0, order.indexOf(step) - 1)] ?? 'intro');
  const save = async () => {
    const problem = radarWizardProblem(heightIn, levelIn);
    if (problem) return setError(problem);
    setBusy(true);
    const vol = Number(volume);
    const res = await withSaveToast(
      () =>
        graphqlRequest(UPDATE_CALIBRATION, {
          deviceID,
          tag,
          time: time ?? null,
          tankHeight: heightIn,
          target: levelIn,
          unit: volumeFormat ? 'gallons' : 'inches',
          ...(volumeFormat ? { tankShape: shape, tankVolume: volume.trim() && Number.isFinite(vol) && vol >= 0 ? vol : null } : {}),
        }),
      { success: TAG_PAGE_TEXTS.settingsUpdatedReload, successMs: SETTINGS_TOAST_MS },
    );
    setBusy(false);
    if (res) onDone();
  };

  const name = tag === 'dist' ? 'Radar' : 'Sonar';
  return (
    <Stack gap="sm" data-testid="radar-sonar-wizard">
      {step !== 'intro' && (
        <Anchor component="button" type="button" size="sm" style={{ alignSelf: 'flex-start' }} onClick={() => go('intro')}>
          Back to Home
        </Anchor>
      )}
      {step === 'intro' && (
        <>
          <Title order={4}>{name} Calibration</Title>
          <Text size="sm">
            The {name.toLowerCase()} sensor measures the distance down to the fluid. Enter the tank height and the fluid level you measure
            now, and the sensor's readings become levels.
          </Text>
          <Checkbox
            label="Show the tank volume (gallons)"
            checked={volumeFormat}
            onChange={(e) => setVolumeFormat(e.currentTarget.checked)}
          />
        </>
      )}
      {step === 'height' && <FeetInchesInput label="Tank Height" value={height} onChange={setHeight} />}
      {step === 'shape' && (
        <>
          <Text size="sm" fw={500}>
            Tank Shape
          </Text>
          <SegmentedControl
            data={[
              { value: 'vertical', label: 'Vertical' },
              { value: 'horizontal', label: 'Horizontal' },
            ]}
            value={shape}
            onChange={(v) => setShape(v as TankShape)}
          />
          <TextInput label="Tank Volume (gallons)" inputMode="decimal" value={volume} onChange={(e) => setVolume(e.currentTarget.value)} />
        </>
      )}
      {step === 'level' && <FeetInchesInput label="Current Fluid Level" value={level} onChange={setLevel} />}
      {step === 'review' && (
        <Stack gap={4}>
          <Title order={5}>Review</Title>
          <Text size="sm">Tank Height: {fmt(heightIn)}</Text>
          {volumeFormat && (
            <Text size="sm">
              Tank Shape: {shape}
              {volume ? `, ${volume} gallons` : ''}
            </Text>
          )}
          <Text size="sm">Current Fluid Level: {fmt(levelIn)}</Text>
        </Stack>
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="space-between">
        {step !== 'intro' ? (
          <Button variant="default" onClick={back}>
            Back
          </Button>
        ) : (
          <span />
        )}
        {step === 'review' ? (
          <Button onClick={() => void save()} loading={busy}>
            Complete
          </Button>
        ) : (
          <Button onClick={next}>Next</Button>
        )}
      </Group>
    </Stack>
  );
}
