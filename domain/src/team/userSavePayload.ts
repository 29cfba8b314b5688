import { flagsForRole, type Role, type RoleFlags } from '../auth/role';

/**
 * What the user page sends for the chosen role (spec 3 §4, §5): the role's flags exclusively; limited and full
 * keep their permissions list, other roles send an empty one; the demo role sends companyID 0 (no company change).
 */
export function userSavePayload(
  role: Role,
  permissions: readonly string[],
  companyID: number,
): RoleFlags & { permissions: string[]; companyID: number } {
  return {
    ...flagsForRole(role),
    permissions: role === 'limited' || role === 'full' ? [...permissions] : [],
    companyID: role === 'demo' ? 0 : companyID,
  };
}
