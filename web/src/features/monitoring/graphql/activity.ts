import { graphql } from '../../../api/graphql';

export const ACTIVITY_ENTRY_FIELDS = graphql(`fragment ActivityEntryFields on ActivityEntry { user userID company month day count }`);

export const GET_USER_ACTIVITY = graphql(`query UserActivity($startDate: String!) {
  userActivity(startDate: $startDate) { mobile { ...ActivityEntryFields } desktop { ...ActivityEntryFields } api { ...ActivityEntryFields } }
}`);
