import nodemailer from 'nodemailer';
import type { Transport } from '../transport';

/**
 * E-mail through SMTP_URL. The timeouts are ours rather than nodemailer's (2 minutes to connect, 10 minutes of
 * silence): a mail server that hangs must fail the send soon, so the outbox retries it and goes on with the others
 * instead of holding every later message, and its lease, for minutes.
 */
export function smtpTransport(smtpUrl: string, from: string): Transport {
  const mailer = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    name: 'smtp',
    async send(m) {
      await mailer.sendMail({
        from,
        to: m.recipient,
        subject: m.subject ?? 'FieldWatch',
        text: m.body,
        attachments: m.attachments?.map((a) => ({ filename: a.fileName, contentType: a.contentType, content: Buffer.from(a.content) })),
      });
    },
  };
}
