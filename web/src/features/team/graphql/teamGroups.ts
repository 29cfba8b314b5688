import { operation } from '../../../api/graphql';

export interface GroupSummary {
  id: number;
  name: string | null;
  numUsers: number;
  numDevices: number;
}

export const GROUPS_RE = operation<{ groupsRe: GroupSummary[] }, { companyID: number }>(
  'TeamGroups',
  `query TeamGroups($companyID: Int) { groupsRe(companyID: $companyID) { id name numUsers numDevices } }`,
);

export interface GroupMemberUser {
  id: number;
  firstName: string;
  lastName: string;
}

export interface GroupMemberDevice {
  id: number;
  name: string | null;
  path: string | null;
}

export interface GroupDetail {
  id: number;
  name: string | null;
  company: { id: number; name: string } | null;
  users: GroupMemberUser[];
  usersInCompany: GroupMemberUser[];
  deviceInGroup: GroupMemberDevice[];
  deviceInCompany: GroupMemberDevice[];
}

export const GET_GROUP = operation<{ group: GroupDetail | null }, { id: number }>(
  'TeamGroup',
  `query TeamGroup($id: Int!) {
  group(id: $id) {
    id name company { id name }
    users { id firstName lastName }
    usersInCompany { id firstName lastName }
    deviceInGroup { id name path }
    deviceInCompany { id name path }
  }
}`,
);

export const ADD_GROUP = operation<
  { addGroup: { group: { id: number; name: string | null; company: { id: number } | null } | null; error: string | null } },
  { name: string; companyID: number }
>(
  'AddGroup',
  `mutation AddGroup($name: String, $companyID: Int) { addGroup(name: $name, companyID: $companyID) { group { id name company { id } } error } }`,
);

export const UPDATE_GROUP = operation<{ updateGroup: { id: number } | null }, { groupID: number; name: string; users: number[]; devices: number[] }>(
  'UpdateGroup',
  `mutation UpdateGroup($groupID: Int!, $name: String, $users: [Int!], $devices: [Int!]) {
  updateGroup(groupID: $groupID, name: $name, users: $users, devices: $devices) { id }
}`,
);

export const DELETE_GROUP = operation<{ deleteGroup: { success: boolean } | null }, { groupID: string | string[] }>(
  'DeleteGroup',
  `mutation DeleteGroup($groupID: [ID!]!) { deleteGroup(groupID: $groupID) { success } }`,
);
