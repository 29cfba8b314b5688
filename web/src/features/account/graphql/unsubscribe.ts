import { operation } from '../../../api/graphql';

export const DISABLE_SUBSCRIPTION = operation<{ disableSubscription: string }, { unsubscribeToken: string }>(
  'DisableSubscription',
  `mutation DisableSubscription($unsubscribeToken: String!) { disableSubscription(unsubscribeToken: $unsubscribeToken) }`,
);
