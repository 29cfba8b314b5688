import { MESSAGES } from '@fieldwatch/domain';

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
  /** our wording: a group saved without a name (older data) still needs something to read */
  noName: '(no name)',
} as const;
