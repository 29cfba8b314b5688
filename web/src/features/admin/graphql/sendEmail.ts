import type { EmailResult } from '@fieldwatch/domain';
import { operation } from '../../../api/graphql';

export const SEND_EMAIL = operation<{ sendEmail: EmailResult }, { subject: string; body: string }>(
  'SendEmail',
  `mutation SendEmail($subject: String!, $body: String!) { sendEmail(subject: $subject, body: $body) { total successCount failedCount failed } }`,
);
