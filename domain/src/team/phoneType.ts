/**
 * A user's phone type (spec 3 §2, Add User's phone-type field). Texts (sign-in PINs, alarms, tardy notices) go to
 * mobiles only; a landline keeps its number for people to call.
 */
export const PHONE_TYPES = ['mobile', 'landline'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

export const PHONE_TYPE_LABELS: Record<PhoneType, string> = { mobile: 'Mobile', landline: 'Landline' };

export function isPhoneType(value: unknown): value is PhoneType {
  return typeof value === 'string' && (PHONE_TYPES as readonly string[]).includes(value);
}

/** Whether texts can reach a phone of this type. */
export function receivesTexts(phoneType: PhoneType): boolean {
  return phoneType === 'mobile';
}
