import { operation } from '../../../api/graphql.ts';

export interface Me {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  countryCode: string | null;
  isSuperUser: boolean;
  isManager: boolean;
  canEdit: boolean;
  isDemo: boolean;
  isPrivileged: boolean;
  viewInactiveCompanies: boolean;
  subscription: unknown;
  permissions: string[] | null;
  latestActivity: unknown;
  notificationSettings: unknown;
  company: { id: string; name: string | null } | null;
}

export const GET_ME = operation<{ me: Me | null }>(
  'Me',
  `query Me {
  me {
    id firstName lastName email phoneNumber countryCode
    isSuperUser isManager canEdit isDemo isPrivileged viewInactiveCompanies
    subscription permissions latestActivity notificationSettings
    company { id name }
  }
}`,
);

/** Only the name, read without the login-as header to show who is acting as whom. */
export const GET_SELF_NAME = operation<{ me: Pick<Me, 'id' | 'firstName' | 'lastName'> | null }>(
  'SelfName',
  `query SelfName { me { id firstName lastName } }`,
);

