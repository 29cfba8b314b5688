import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { isValidPin, MESSAGES, PIN_LENGTH } from '@fieldwatch/domain';
import { SIGN_IN_TEXTS } from './texts';
import { SwitchLink } from './SwitchLink';
import { submitHandler } from './submitHandler';

export interface PinStepProps {
  pin: string;
  onPinChange: (pin: string) => void;
  onSubmit: () => void;
  onTryAgain: () => void;
  busy: boolean;
}

export function PinStep({ pin, onPinChange, onSubmit, onTryAgain, busy }: PinStepProps) {
  const valid = isValidPin(pin);
  return (
    <form onSubmit={submitHandler(onSubmit)} noValidate>
      <Stack gap="md">
        <Text size="sm">{MESSAGES.pinStep}</Text>
        <TextInput
          label={SIGN_IN_TEXTS.pinLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PIN_LENGTH}
          value={pin}
          onChange={(event) => onPinChange(event.currentTarget.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
          rightSection={valid ? <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden /> : null}
          styles={valid ? { input: { borderColor: 'var(--mantine-color-green-7)' } } : undefined}
          data-valid={valid}
          autoFocus
        />
        <Button type="submit" loading={busy} fullWidth>
          {MESSAGES.submitPin}
        </Button>
        <SwitchLink onClick={onTryAgain}>{MESSAGES.tryAgain}</SwitchLink>
      </Stack>
    </form>
  );
}
