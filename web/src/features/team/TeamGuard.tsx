import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { MESSAGES } from '@fieldwatch/domain';
import { useCapabilities } from '../../app/auth/MeContext';

/** Team screens are for managers and super users; everyone else gets the access error (spec 3 route table). */
export function TeamGuard({ children, superUsersOnly = false }: { children: ReactNode; superUsersOnly?: boolean }) {
  const caps = useCapabilities();
  if (!caps.manageTeam || (superUsersOnly && !caps.admin)) {
    return (
      <Text p="lg" role="alert">
        {MESSAGES.noAccess}
      </Text>
    );
  }
  return <>{children}</>;
}
