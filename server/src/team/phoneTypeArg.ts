import { isPhoneType, type PhoneType } from '@fieldwatch/domain';
import { AppError } from '../errors/AppError';

/** The phone type argument of addUser and updateUser: absent keeps what is stored; anything else is refused. */
export function phoneTypeArg(value: string | null | undefined): PhoneType | undefined {
  if (value === null || value === undefined) return undefined;
  if (!isPhoneType(value)) throw new AppError('TEAM_BAD_PHONE_TYPE');
  return value;
}
