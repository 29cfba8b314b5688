import { operation } from '../../../api/graphql';

export interface UserSummary {
  id: string | number;
  firstName: string | null;
  lastName: string | null;
}

export const GET_USERS = operation<{ usersRe: UserSummary[] | null }>(
  'Users',
  `query Users { usersRe { id firstName lastName } }`,
);
