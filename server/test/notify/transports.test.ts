import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createUser } from '../factories/userFactory';

/** Real local peers: an SMTP server and an HTTP SMS endpoint that record what they receive. */
const mails: string[] = [];
const texts: { to: string; body: string; auth: string | undefined }[] = [];
let smtp: SMTPServer;
let sms: http.Server;
let smtpPort = 0;
let smsPort = 0;
let smsFailures = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        mails.push(raw);
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  smtpPort = (smtp.server.address() as AddressInfo).port;

  sms = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (smsFailures > 0) {
        smsFailures--;
        res.writeHead(502).end();
        return;
      }
      const parsed = JSON.parse(body) as { to: string; body: string };
      texts.push({ ...parsed, auth: req.headers.authorization });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => sms.listen(0, '127.0.0.1', r));
  smsPort = (sms.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((r) => smtp.close(() => r()));
  await new Promise<void>((r) => sms.close(() => r()));
});

describe('PIN delivery through real transports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      SMTP_FROM: 'FieldWatch <pins@fieldwatch.test>',
      SMS_URL: `http://127.0.0.1:${smsPort}/send`,
      SMS_TOKEN: 'secret-token',
    });
    const company = await createCompany(t.database.db);
    await createUser(t.database.db, company.id, 'full', { email: 'mail@acme.test', phone_number: '5553334444' });
  });
  afterAll(() => t.close());

  const REQUEST =
    'mutation($phoneNumber: String, $email: String) { requestPin(phoneNumber: $phoneNumber, email: $email) { errorMessage } }';

  it('e-mails the PIN over SMTP and redacts it from the outbox once sent', async () => {
    await t.gql(REQUEST, { email: 'mail@acme.test' });
    await t.app.services.outbox.flush();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: mail@acme.test');
    expect(mails[0]).toMatch(/Your FieldWatch PIN is \d{4}/);
    const row = await t.database.db
      .selectFrom('notification_outbox')
      .selectAll()
      .where('recipient', '=', 'mail@acme.test')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp' });
    expect(row.body).toContain('****');
    expect(t.printed).toEqual([]);
  });

  it('texts the PIN through the HTTP SMS adapter with the bearer token, retrying after a provider failure', async () => {
    smsFailures = 1;
    await t.gql(REQUEST, { phoneNumber: '(555) 333-4444' });
    await t.app.services.outbox.flush();
    expect(texts).toHaveLength(0);
    const failed = await t.database.db
      .selectFrom('notification_outbox')
      .selectAll()
      .where('recipient', '=', '+15553334444')
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMS provider answered 502' });

    await t.database.db.updateTable('notification_outbox').set({ send_after: new Date() }).where('id', '=', failed.id).execute();
    await t.app.services.outbox.flush();
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: '+15553334444', auth: 'Bearer secret-token' });
    expect(texts[0]!.body).toMatch(/Your FieldWatch PIN is \d{4}\. It expires in 10 minutes\./);
  });
});
