import { createContext, useContext } from 'react';
import { capabilitiesOf, type Capabilities } from '@fieldwatch/domain';
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

export function useCapabilities(): Capabilities {
  return capabilitiesOf(useMe());
}
