import { graphql } from '../../../api/graphql';

/** Spread by name in the documents below; GraphQL codegen reads the fragment from here. @public */
export const ACTIVITY_ENTRY_FIELDS = graphql(`fragment ActivityEntryFields on ActivityEntry { user userID company month day count }`);

export const GET_USER_ACTIVITY = graphql(`query UserActivity($startDate: String!) {
  userActivity(startDate: $startDate) { mobile { ...ActivityEntryFields } desktop { ...ActivityEntryFields } api { ...ActivityEntryFields } }
}`);
