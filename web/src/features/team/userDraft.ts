import { isPhoneType, roleOf, type PhoneType, type Role } from '@fieldwatch/domain';
import type { UserDetail } from './graphql/teamUsers';

export interface UserDraft {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  countryCode: string;
  phoneType: PhoneType;
  role: Role;
  companyID: number;
  groups: ReadonlySet<number>;
}

/** The editable copy of the server's values; Cancel goes back to it (spec 3 §4). */
export function draftOf(user: UserDetail): UserDraft {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
    countryCode: user.countryCode,
    phoneType: isPhoneType(user.phoneType) ? user.phoneType : 'mobile',
    role: roleOf(user),
    companyID: user.company?.id ?? 0,
    groups: new Set(user.groups.map((g) => g.id)),
  };
}
