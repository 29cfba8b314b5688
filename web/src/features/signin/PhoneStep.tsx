import { Button, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@fieldwatch/domain';
import { PhoneInput } from '../../ui/PhoneInput';
import { SIGN_IN_TEXTS } from './texts';
import { SwitchLink } from './SwitchLink';
import { submitHandler } from './submitHandler';

export interface PhoneStepProps {
  phone: string;
  onPhoneChange: (digits: string) => void;
  onSubmit: () => void;
  onUseEmail: () => void;
  busy: boolean;
}

export function PhoneStep({ phone, onPhoneChange, onSubmit, onUseEmail, busy }: PhoneStepProps) {
  return (
    <form onSubmit={submitHandler(onSubmit)} noValidate>
      <Stack gap="md">
        <Text size="sm">{MESSAGES.phoneStep}</Text>
        <PhoneInput label={SIGN_IN_TEXTS.phoneLabel} value={phone} onChange={onPhoneChange} autoFocus />
        <Button type="submit" loading={busy} fullWidth>
          {MESSAGES.textMeAPasscode}
        </Button>
        <SwitchLink onClick={onUseEmail}>{MESSAGES.useEmailLink}</SwitchLink>
      </Stack>
    </form>
  );
}
