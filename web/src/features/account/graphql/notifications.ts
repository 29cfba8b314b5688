import { operation } from '../../../api/graphql';

export const UPDATE_NOTIFICATIONS = operation<{ updateNotifications: { id: string; notificationSettings: string } }, { notifications: string }>(
  'UpdateNotifications',
  `mutation UpdateNotifications($notifications: String!) { updateNotifications(notifications: $notifications) { id notificationSettings } }`,
);
