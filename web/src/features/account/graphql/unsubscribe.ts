import { graphql } from '../../../api/graphql';

export const DISABLE_SUBSCRIPTION = graphql(
  `mutation DisableSubscription($unsubscribeToken: String!) { disableSubscription(unsubscribeToken: $unsubscribeToken) }`,
);
