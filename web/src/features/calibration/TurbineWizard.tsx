import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { SETTINGS_TOAST_MS, TAG_PAGE_TEXTS, turbineWizardProblem } from '@fieldwatch/domain';
import { graphqlRequest } from '../../api/graphql';
import { UPDATE_CALIBRATION, type Calibration } from './graphql/calibration';
import { withSaveToast } from '../../ui/saveToast';

const parse = (s: string) => (s.trim() === '' ? null : Number(s));

/** Turbine/pulse calibration (spec 2 §4.6): intro with the k-factor, review, complete. */
export function TurbineWizard({
  deviceID,
  tag,
  latest,
  onDone,
}: {
  deviceID: number;
  tag: string;
  latest: Calibration | null;
  onDone: () => void;
}) {
  const [step, setStep] = useState<'intro' | 'review'>('intro');
  const [kFactor, setKFactor] = useState(latest ? String(latest.kFactor) : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const k = parse(kFactor);
  const next = () => {
    const problem = turbineWizardProblem(k);
    setError(problem);
    if (!problem) setStep('review');
  };
  const save = async () => {
    const problem = turbineWizardProblem(k);
    if (problem) return setError(problem);
    setBusy(true);
    const res = await withSaveToast(() => graphqlRequest(UPDATE_CALIBRATION, { deviceID, tag, kFactor: k }), {
      success: TAG_PAGE_TEXTS.settingsUpdatedReload,
      successMs: SETTINGS_TOAST_MS,
    });
    setBusy(false);
    if (res) onDone();
  };
  return (
    <Stack gap="sm" data-testid="turbine-wizard">
      {step !== 'intro' && (
        <Anchor component="button" type="button" size="sm" style={{ alignSelf: 'flex-start' }} onClick={() => setStep('intro')}>
          Back to Home
        </Anchor>
      )}
      {step === 'intro' ? (
        <>
          <Title order={4}>Turbine Calibration</Title>
          <Text size="sm">Enter the turbine meter's k-factor (pulses per barrel) from its calibration sheet.</Text>
          <TextInput label="K-Factor" inputMode="decimal" value={kFactor} onChange={(e) => setKFactor(e.currentTarget.value)} />
        </>
      ) : (
        <>
          <Title order={5}>Review</Title>
          <Text size="sm">K-Factor: {k}</Text>
        </>
      )}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="space-between">
        {step === 'review' ? (
          <Button variant="default" onClick={() => setStep('intro')}>
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
