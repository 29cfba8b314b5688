import { COUNTRY_CODES } from '../constants/countryCodes';
import { isValidEmail, isValidPhone, normalizeEmail, phoneDigits } from '../auth/contact';

export interface UserContactInput {
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  countryCode: string;
}

export type UserInputProblem =
  'TEAM_NAME_REQUIRED' | 'TEAM_INVALID_EMAIL' | 'TEAM_INVALID_PHONE' | 'TEAM_CONTACT_REQUIRED' | 'TEAM_INVALID_COUNTRY_CODE';

export interface CleanUserInput {
  firstName: string;
  lastName: string;
  /** Lower-cased, or null when none was given. */
  email: string | null;
  /** Digits only, or null when none was given. */
  phoneNumber: string | null;
  countryCode: string;
}

/**
 * Checks and normalises the person fields of Add User and the user page (spec 3 §5): a name (first plus last
 * non-empty), an e-mail and a phone that are valid when given, at least one of the two (they are how the user
 * signs in), and one of the offered country codes.
 */
export function cleanUserInput(
  input: UserContactInput,
  options: { contactOptional?: boolean; unchanged?: { email?: boolean; phoneNumber?: boolean } } = {},
): CleanUserInput | { problem: UserInputProblem } {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (`${firstName}${lastName}` === '') return { problem: 'TEAM_NAME_REQUIRED' };
  const emailText = input.email?.trim() ?? '';
  const phoneText = input.phoneNumber?.trim() ?? '';
  // a value kept as it was is not re-judged: older records may predate today's rules
  if (emailText !== '' && !options.unchanged?.email && !isValidEmail(emailText)) return { problem: 'TEAM_INVALID_EMAIL' };
  if (phoneText !== '' && !options.unchanged?.phoneNumber && !isValidPhone(phoneText)) return { problem: 'TEAM_INVALID_PHONE' };
  if (emailText === '' && phoneText === '' && !options.contactOptional) return { problem: 'TEAM_CONTACT_REQUIRED' };
  if (!COUNTRY_CODES.some((c) => c.code === input.countryCode)) return { problem: 'TEAM_INVALID_COUNTRY_CODE' };
  return {
    firstName,
    lastName,
    email: emailText === '' ? null : normalizeEmail(emailText),
    phoneNumber: phoneText === '' ? null : phoneDigits(phoneText),
    countryCode: input.countryCode,
  };
}
