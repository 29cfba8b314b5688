import { capabilitiesOf, type CapabilityInput } from '../auth/capabilities';
import { ROLES, type Role } from '../auth/role';

/** The role buttons a user may press on the user page (spec 3 §6): Super User and Demo for super users only. */
export function assignableRoles(actor: CapabilityInput): Role[] {
  const caps = capabilitiesOf(actor);
  if (caps.assignAnyRole) return [...ROLES];
  if (!caps.manageTeam) return [];
  return ROLES.filter((r) => r !== 'superUser' && r !== 'demo');
}
