import { operation } from '../../../api/graphql';

export interface TeamUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  countryCode: string;
  isSuperUser: boolean;
  isManager: boolean;
  canEdit: boolean;
  isDemo: boolean;
  permissions: string[];
  latestActivity: number | null;
}

export const TEAM_USERS = operation<{ usersRe: TeamUser[] }, { companyID: number }>(
  'TeamUsers',
  `query TeamUsers($companyID: Int) {
  usersRe(companyID: $companyID) { id firstName lastName email phoneNumber countryCode isSuperUser isManager canEdit isDemo permissions latestActivity }
}`,
);

export interface UserDetail extends TeamUser {
  /** 'mobile' or 'landline' (spec 3 §2). */
  phoneType: string;
  isPrivileged: boolean;
  viewInactiveCompanies: boolean;
  subscription: boolean;
  company: { id: number; name: string } | null;
  groups: { id: number; name: string | null }[];
}

export const GET_USER = operation<{ user: UserDetail | null }, { id: number }>(
  'TeamUser',
  `query TeamUser($id: Int!) {
  user(id: $id) {
    id firstName lastName email phoneNumber countryCode phoneType isSuperUser isManager canEdit isDemo permissions latestActivity
    isPrivileged viewInactiveCompanies subscription
    company { id name }
    groups { id name }
  }
}`,
);

export interface AddUserVariables {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  companyID: number;
  countryCode: string;
  phoneType: string;
}

export const ADD_USER = operation<
  { addUser: { user: { id: number; firstName: string; lastName: string; isManager: boolean; isSuperUser: boolean; permissions: string[]; company: { id: number } | null } | null; error: string | null } },
  AddUserVariables
>(
  'AddUser',
  `mutation AddUser($firstName: String, $lastName: String, $email: String, $phoneNumber: String, $companyID: Int, $countryCode: String,
  $phoneType: String) {
  addUser(firstName: $firstName, lastName: $lastName, email: $email, phoneNumber: $phoneNumber, companyID: $companyID, countryCode: $countryCode,
    phoneType: $phoneType) {
    user { id firstName lastName isManager isSuperUser permissions company { id } }
    error
  }
}`,
);

export interface UpdateUserVariables {
  userID: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  countryCode: string;
  phoneType: string;
  permissions: string[];
  isManager: boolean;
  isSuperUser: boolean;
  companyID: number;
  canEdit: boolean;
  isDemo: boolean;
  activeGroups: number[];
}

export const UPDATE_USER = operation<{ updateUser: { id: number } | null }, UpdateUserVariables>(
  'UpdateUser',
  `mutation UpdateUser($userID: Int!, $firstName: String, $lastName: String, $email: String, $phoneNumber: String, $countryCode: String,
  $phoneType: String, $permissions: [String!], $isManager: Boolean, $isSuperUser: Boolean, $companyID: Int, $canEdit: Boolean, $isDemo: Boolean,
  $activeGroups: [Int!]) {
  updateUser(userID: $userID, firstName: $firstName, lastName: $lastName, email: $email, phoneNumber: $phoneNumber, countryCode: $countryCode,
    phoneType: $phoneType, permissions: $permissions, isManager: $isManager, isSuperUser: $isSuperUser, companyID: $companyID, canEdit: $canEdit, isDemo: $isDemo,
    activeGroups: $activeGroups) { id }
}`,
);

export const DELETE_USER = operation<{ deleteUser: { id: number }[] | null }, { userID: number }>(
  'DeleteUser',
  `mutation DeleteUser($userID: Int!) { deleteUser(userID: $userID) { id } }`,
);
