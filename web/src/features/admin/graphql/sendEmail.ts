import { graphql } from '../../../api/graphql';

export const SEND_EMAIL = graphql(
  `mutation SendEmail($subject: String!, $body: String!) { sendEmail(subject: $subject, body: $body) { total successCount failedCount failed } }`,
);
