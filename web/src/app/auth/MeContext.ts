import { createContext, useContext } from 'react';
import { capabilitiesOf, type Capabilities, type CapabilityInput } from '@fieldwatch/domain';
import type { Me } from './graphql/me';

export interface Session {
  /** Whoever requests speak for: the login-as target while impersonating. */
  me: Me;
  /** The person who signed in, when acting as someone else. */
  actingUser: { firstName: string | null; lastName: string | null } | null;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession outside a signed-in shell');
  return session;
}

export function useMe(): Me {
  return useSession().me;
}

/** The user's role flags as the domain's role rules take them: a flag the server left null is not held. */
export function roleFlagsOf(me: Me): CapabilityInput {
  return {
    isSuperUser: me.isSuperUser === true,
    isManager: me.isManager === true,
    canEdit: me.canEdit === true,
    isDemo: me.isDemo === true,
    isPrivileged: me.isPrivileged === true,
  };
}

export function useCapabilities(): Capabilities {
  return capabilitiesOf(roleFlagsOf(useMe()));
}
