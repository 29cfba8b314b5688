import { capabilitiesOf } from '@fieldwatch/domain';
import type { RoleFlags } from '@fieldwatch/domain';

/** Only super users may act as another user (spec 2 §6 "Login As"); checked on every request that asks. */
export function canLoginAs(actor: RoleFlags & { isPrivileged: boolean }): boolean {
  return capabilitiesOf(actor).admin;
}
