import { MESSAGES } from '@fieldwatch/domain';

/** Sign-in texts: the shared ones come from domain (the server answers with the same words). */
export const SIGN_IN_TEXTS = {
  invalidPhone: MESSAGES.invalidPhone,
  invalidEmail: MESSAGES.invalidEmail,
  usePhoneLink: MESSAGES.usePhoneLink,
  phoneLabel: 'Phone number',
  emailLabel: 'Email',
  pinLabel: 'PIN',
} as const;
