import { isValidEmail, isValidPhone, normalizeEmail, phoneDigits } from '@fieldwatch/domain';

export type Contact = { kind: 'phone'; digits: string } | { kind: 'email'; email: string };

/** The one sign-in identifier a request names, or null when it names none, both, or a malformed one. */
export function parseContact(input: { phoneNumber?: string | null; email?: string | null }): Contact | null {
  const phone = input.phoneNumber?.trim();
  const email = input.email?.trim();
  if (phone && email) return null;
  if (phone) return isValidPhone(phone) ? { kind: 'phone', digits: phoneDigits(phone) } : null;
  if (email) return isValidEmail(email) ? { kind: 'email', email: normalizeEmail(email) } : null;
  return null;
}

export function identifierOf(c: Contact): string {
  return c.kind === 'phone' ? `phone:${c.digits}` : `email:${c.email}`;
}
