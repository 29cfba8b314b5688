import { MESSAGES } from '@fieldwatch/domain';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Texts of the team screens (spec 3 §2, §4, §5, §8), exactly as the spec writes them where it gives them. */
export const TEAM_TEXTS = {
  noTeamSelected: 'No Team Selected',
  permissionGroups: 'Permission Groups',
  teamMembers: 'Team Members',
  searchGroups: 'Search Groups...',
  searchUsers: 'Search Users...',
  groupsHelp: 'Permission groups are not device directory paths. They only control which users see which devices.',
  administratorTip: 'Administrator can view and edit all devices regardless of groups.',
  editDevicesTip: 'Edit Devices must still be in a device group.',
  limitedTip: 'Limited Permissions has only basic permissions and must be in a device group.',
  newUserNote: 'New users will have limited permissions for all devices by default.',
  newGroupNote: 'New groups will include no users or devices upon creation.',
  confirmDeleteUser: 'Confirm Delete User',
  confirmDeleteGroup: 'Confirm Delete Group',
  never: 'Never',
  loading: 'Loading...',
  updatedGroup: 'Updated Group',
  groupsDeleted: 'Groups Deleted',
  somethingWentWrong: 'Something Went Wrong',
  /** Not in the spec, whose page only reloads: says which company the reload follows. */
  companyAdded: (name: string) => `Company '${name}' added.`,
  error: MESSAGES.listError,
  groupTip: 'Check the users and devices that belong in this group, then press Save Changes.',
  sortActive: 'Sort Active',
  /** Ours, beside the spec's second click: what a deletion takes, before it is confirmed, and that the toast's Undo brings it back. */
  deleteGroupWhat: (name: string, users: number, devices: number) =>
    `Deletes the group ${name}, which gives ${plural(users, 'user')} access to ${plural(devices, 'device')}: they lose that access. You can undo it for 10 seconds afterwards.`,
  deleteUserWhat: (name: string) =>
    `Deletes ${name}: they can no longer sign in, and the alarm notifications sent to them stop. You can undo it for 10 seconds afterwards.`,
  deleteGroupsQuestion: (names: readonly string[]) =>
    names.length === 1 ? `Delete the group ${names[0]}?` : `Delete the ${names.length} groups ${names.join(', ')}?`,
  deleteGroupsConsequence: 'Their users lose the access these groups give them to their devices.',
  /** Ours: the Undo toast after deleting a user (the spec's page only returns to the list). */
  userDeleted: (name: string) => `Deleted ${name}.`,
  /** our wording: a group saved without a name (older data) still needs something to read */
  noName: '(no name)',
} as const;
