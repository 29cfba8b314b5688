import type { ActivityEntry } from '@fieldwatch/domain';
import { operation } from '../../../api/graphql';

export interface UserActivity {
  mobile: ActivityEntry[];
  desktop: ActivityEntry[];
  api: ActivityEntry[];
}

const ENTRY = 'user userID company month day count';

export const GET_USER_ACTIVITY = operation<{ userActivity: UserActivity | null }, { startDate: string }>(
  'UserActivity',
  `query UserActivity($startDate: String!) {
  userActivity(startDate: $startDate) { mobile { ${ENTRY} } desktop { ${ENTRY} } api { ${ENTRY} } }
}`,
);
