/** The five user kinds of spec 1 §6 and spec 3 §4 ("Role selection sets flags exclusively"). */
export type Role = 'superUser' | 'manager' | 'full' | 'limited' | 'demo';

export interface RoleFlags {
  isSuperUser: boolean;
  isManager: boolean;
  canEdit: boolean;
  isDemo: boolean;
}

export const ROLE_LABELS: Record<Role, string> = {
  demo: 'Demo',
  limited: 'Limited',
  full: 'Full',
  manager: 'Administrator',
  superUser: 'Super User',
};

/** Order in which the team screens list the role buttons. */
export const ROLES: readonly Role[] = ['demo', 'limited', 'full', 'manager', 'superUser'];

export function roleOf(flags: RoleFlags): Role {
  if (flags.isSuperUser) return 'superUser';
  if (flags.isManager) return 'manager';
  if (flags.isDemo) return 'demo';
  if (flags.canEdit) return 'full';
  return 'limited';
}

export function flagsForRole(role: Role): RoleFlags {
  return {
    isSuperUser: role === 'superUser',
    isManager: role === 'manager',
    canEdit: role === 'full',
    isDemo: role === 'demo',
  };
}
