import { graphql, type ItemOf, type ResultOf } from '../../../api/graphql';

export const GROUPS_RE = graphql(`query TeamGroups($companyID: Int) { groupsRe(companyID: $companyID) { id name numUsers numDevices } }`);

export const GET_GROUP = graphql(`query TeamGroup($id: Int!) {
  group(id: $id) {
    id name company { id name }
    users { id firstName lastName }
    usersInCompany { id firstName lastName }
    deviceInGroup { id name path }
    deviceInCompany { id name path }
  }
}`);

export type GroupDetail = NonNullable<ResultOf<typeof GET_GROUP>['group']>;
export type GroupMemberDevice = ItemOf<GroupDetail['deviceInGroup']>;

export const ADD_GROUP = graphql(
  `mutation AddGroup($name: String, $companyID: Int) { addGroup(name: $name, companyID: $companyID) { group { id name company { id } } error } }`,
);

export const UPDATE_GROUP = graphql(`mutation UpdateGroup($groupID: Int!, $name: String, $users: [Int!], $devices: [Int!]) {
  updateGroup(groupID: $groupID, name: $name, users: $users, devices: $devices) { id }
}`);

export const DELETE_GROUP = graphql(`mutation DeleteGroup($groupID: [ID!]!) { deleteGroup(groupID: $groupID) { success } }`);
