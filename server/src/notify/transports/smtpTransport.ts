import nodemailer from 'nodemailer';
import type { Transport } from '../transport';

export function smtpTransport(smtpUrl: string, from: string): Transport {
  const mailer = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(m) {
      await mailer.sendMail({ from, to: m.recipient, subject: m.subject ?? 'FieldWatch', text: m.body });
    },
  };
}
