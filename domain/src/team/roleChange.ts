import { capabilitiesOf, type CapabilityInput } from '../auth/capabilities';
import { roleOf, type Role, type RoleFlags } from '../auth/role';

/** Why a role or company change is refused; the server maps each to its catalogue message. */
export type RoleChangeRefusal = 'TEAM_ROLE_REFUSED' | 'TEAM_COMPANY_CHANGE_REFUSED' | 'TEAM_TARGET_REFUSED';

export interface RoleChange {
  /** The user's flags before the change (null for a new user). */
  current: RoleFlags | null;
  next: RoleFlags;
  /** Whether the change moves the user to another company. */
  companyChanges: boolean;
}

/** The roles only super users may hand out (spec 3 §6). */
const SUPER_ONLY: readonly Role[] = ['superUser', 'demo'];

/**
 * Whether `actor` may give a user the role and company of `change` (spec 3 §4, §6): team managers hand out
 * Limited, Full and Administrator; only super users choose Super User or Demo, change a user's company, or
 * touch a super user at all. Keeping a user's present role is not a choice, so a manager may still rename a
 * demo user. Null when allowed.
 */
export function roleChangeRefusal(actor: CapabilityInput, change: RoleChange): RoleChangeRefusal | null {
  const caps = capabilitiesOf(actor);
  if (caps.assignAnyRole) return null;
  if (!caps.manageTeam) return 'TEAM_ROLE_REFUSED';
  if (change.current && roleOf(change.current) === 'superUser') return 'TEAM_TARGET_REFUSED';
  if (change.companyChanges) return 'TEAM_COMPANY_CHANGE_REFUSED';
  const nextRole = roleOf(change.next);
  const keeps = change.current !== null && roleOf(change.current) === nextRole;
  if (SUPER_ONLY.includes(nextRole) && !keeps) return 'TEAM_ROLE_REFUSED';
  return null;
}

/**
 * The flags only super users may hand out (isSuperUser, isDemo) that a request sets to true on a user who does not
 * have them. A request with one of them from anyone else is refused, even when another flag of the same request would
 * have decided the role (isManager with isDemo makes a manager), rather than carried out without it.
 */
export function superOnlyFlagsRequested(
  requested: Partial<Record<keyof RoleFlags, boolean | null | undefined>>,
  current: RoleFlags | null,
): (keyof RoleFlags)[] {
  return (['isSuperUser', 'isDemo'] as const).filter((k) => requested[k] === true && !current?.[k]);
}
