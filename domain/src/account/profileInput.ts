import { COUNTRY_CODES } from '../constants/countryCodes';
import { isValidEmail, isValidPhone, normalizeEmail, phoneDigits } from '../auth/contact';

export interface ProfileInput {
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  countryCode?: string | null;
  email?: string | null;
}

export interface ProfileChange {
  first_name?: string;
  last_name?: string;
  /** null clears it */
  phone_number?: string | null;
  country_code?: string;
  email?: string | null;
}

export type ProfileCheck = { ok: true; change: ProfileChange } | { ok: false; field: keyof ProfileInput; message: string };

export const PROFILE_MESSAGES = {
  nameRequired: 'Please enter a first or last name.',
  invalidPhone: 'Please enter a valid phone number.',
  invalidEmail: 'Please enter a valid email address.',
  invalidCountryCode: 'Please choose a country code.',
  contactRequired: 'Please enter a valid phone number or email address.',
} as const;

/**
 * Validates a profile edit (Account page) against the stored values: undefined leaves a field as it is, an
 * empty phone or e-mail clears it, and the result must keep a name and at least one way to sign in.
 */
export function checkProfileInput(
  input: ProfileInput,
  current: { first_name: string; last_name: string; phone_number: string | null; email: string | null },
): ProfileCheck {
  const change: ProfileChange = {};
  if (input.firstName != null) change.first_name = input.firstName.trim();
  if (input.lastName != null) change.last_name = input.lastName.trim();
  const first = change.first_name ?? current.first_name;
  const last = change.last_name ?? current.last_name;
  if (`${first}${last}`.trim() === '') return { ok: false, field: 'firstName', message: PROFILE_MESSAGES.nameRequired };

  if (input.phoneNumber != null) {
    const raw = input.phoneNumber.trim();
    if (raw === '') change.phone_number = null;
    else if (!isValidPhone(raw)) return { ok: false, field: 'phoneNumber', message: PROFILE_MESSAGES.invalidPhone };
    else change.phone_number = phoneDigits(raw);
  }
  if (input.countryCode != null) {
    if (!COUNTRY_CODES.some((c) => c.code === input.countryCode)) {
      return { ok: false, field: 'countryCode', message: PROFILE_MESSAGES.invalidCountryCode };
    }
    change.country_code = input.countryCode;
  }
  if (input.email != null) {
    const raw = input.email.trim();
    if (raw === '') change.email = null;
    else if (!isValidEmail(raw)) return { ok: false, field: 'email', message: PROFILE_MESSAGES.invalidEmail };
    else change.email = normalizeEmail(raw);
  }
  const phone = change.phone_number !== undefined ? change.phone_number : current.phone_number;
  const email = change.email !== undefined ? change.email : current.email;
  if (phone === null && email === null) return { ok: false, field: 'phoneNumber', message: PROFILE_MESSAGES.contactRequired };
  return { ok: true, change };
}
