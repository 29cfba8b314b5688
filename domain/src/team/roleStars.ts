import type { RoleFlags } from '../auth/role';

export interface RoleStars {
  superUser: boolean;
  administrator: boolean;
  editDevices: boolean;
  limited: boolean;
}

/** The stars of the users list (spec 3 §2): Limited Permissions when none of super user, manager or editor. */
export function roleStars(u: RoleFlags): RoleStars {
  return {
    superUser: u.isSuperUser,
    administrator: u.isManager,
    editDevices: u.canEdit,
    limited: !u.isSuperUser && !u.isManager && !u.canEdit,
  };
}
