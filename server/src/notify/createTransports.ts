import type { Config } from '../config';
import type { Transport } from './transport';
import { logTransport } from './transports/logTransport';
import { smtpTransport } from './transports/smtpTransport';
import { smsHttpTransport } from './transports/smsHttpTransport';

/** E-mail through SMTP when SMTP_URL is set, text through the HTTP adapter when SMS_URL is set; else the log. */
export function createTransports(config: Config, print: (line: string) => void): { sms: Transport; email: Transport } {
  const log = logTransport(print);
  return {
    email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.smtpFrom) : log,
    sms: config.smsUrl ? smsHttpTransport(config.smsUrl, config.smsToken) : log,
  };
}
