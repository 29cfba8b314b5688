import { graphql } from '../../../api/graphql';

export const UPDATE_NOTIFICATIONS = graphql(
  `mutation UpdateNotifications($notifications: String!) { updateNotifications(notifications: $notifications) { id notificationSettings } }`,
);
