import { graphql, type ResultOf } from '../../../api/graphql';

export const TEAM_USERS = graphql(`query TeamUsers($companyID: Int) {
  usersRe(companyID: $companyID) { id firstName lastName email phoneNumber countryCode isSuperUser isManager canEdit isDemo permissions latestActivity }
}`);

/** `phoneType`: 'mobile' or 'landline' (spec 3 §2). */
export const GET_USER = graphql(`query TeamUser($id: Int!) {
  user(id: $id) {
    id firstName lastName email phoneNumber countryCode phoneType isSuperUser isManager canEdit isDemo permissions latestActivity
    isPrivileged viewInactiveCompanies subscription
    company { id name }
    groups { id name }
  }
}`);

export type UserDetail = NonNullable<ResultOf<typeof GET_USER>['user']>;

export const ADD_USER =
  graphql(`mutation AddUser($firstName: String, $lastName: String, $email: String, $phoneNumber: String, $companyID: Int, $countryCode: String,
  $phoneType: String) {
  addUser(firstName: $firstName, lastName: $lastName, email: $email, phoneNumber: $phoneNumber, companyID: $companyID, countryCode: $countryCode,
    phoneType: $phoneType) {
    user { id firstName lastName isManager isSuperUser permissions company { id } }
    error
  }
}`);

export const UPDATE_USER =
  graphql(`mutation UpdateUser($userID: Int!, $firstName: String, $lastName: String, $email: String, $phoneNumber: String, $countryCode: String,
  $phoneType: String, $permissions: [String!], $isManager: Boolean, $isSuperUser: Boolean, $companyID: Int, $canEdit: Boolean, $isDemo: Boolean,
  $activeGroups: [Int!]) {
  updateUser(userID: $userID, firstName: $firstName, lastName: $lastName, email: $email, phoneNumber: $phoneNumber, countryCode: $countryCode,
    phoneType: $phoneType, permissions: $permissions, isManager: $isManager, isSuperUser: $isSuperUser, companyID: $companyID, canEdit: $canEdit, isDemo: $isDemo,
    activeGroups: $activeGroups) { id }
}`);

export const DELETE_USER = graphql(`mutation DeleteUser($userID: Int!) { deleteUser(userID: $userID) { id } }`);
