import { Button, Stack, TextInput } from '@mantine/core';
import { MESSAGES, TEXT_LIMITS } from '@fieldwatch/domain';
import { SIGN_IN_TEXTS } from './texts';
import { SwitchLink } from './SwitchLink';
import { submitHandler } from './submitHandler';

export interface EmailStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  onUsePhone: () => void;
  busy: boolean;
}

export function EmailStep({ email, onEmailChange, onSubmit, onUsePhone, busy }: EmailStepProps) {
  return (
    <form onSubmit={submitHandler(onSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          label={SIGN_IN_TEXTS.emailLabel}
          type="email"
          maxLength={TEXT_LIMITS.email}
          inputMode="email"
          autoComplete="email"
          placeholder="name@example.com"
          value={email}
          onChange={(event) => onEmailChange(event.currentTarget.value)}
          autoFocus
        />
        <Button type="submit" loading={busy} fullWidth>
          {MESSAGES.emailMeAPasscode}
        </Button>
        <SwitchLink onClick={onUsePhone}>{SIGN_IN_TEXTS.usePhoneLink}</SwitchLink>
      </Stack>
    </form>
  );
}
