import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_LEASE_MS } from '../../src/notify/outboxLease';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';
import { freePort, startServer, waitHealthy, type ServerProcess } from '../helpers/serverProcess';

const MESSAGES = 30;
const TRAP = 'trap@example.com';
const HELD = 'held@example.com';

let database: TestDatabase;
let smtp: SMTPServer;
let smtpPort = 0;
const servers: ServerProcess[] = [];
/** Messages the mail server accepted (answered 250), by recipient: what a mailbox would hold. */
const accepted = new Map<string, number>();
/** The first send to each of these recipients waits: `arrived` resolves when it reaches the mail server. */
function holdFirst() {
  let arrived: () => void = () => {};
  return { seen: false, arrived: new Promise<void>((r) => (arrived = r)), arrive: () => arrived(), answer: null as (() => void) | null };
}
const holds = new Map([
  [TRAP, holdFirst()],
  [HELD, holdFirst()],
]);

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      stream.resume();
      stream.on('end', () => {
        const to = session.envelope.rcptTo[0]!.address;
        const accept = () => {
          accepted.set(to, (accepted.get(to) ?? 0) + 1);
          done();
        };
        const hold = holds.get(to);
        if (hold && !hold.seen) {
          // answered only when the test says so; the trap never is: its sender is killed while it waits, and an
          // interrupted SMTP transaction delivers nothing
          hold.seen = true;
          hold.answer = accept;
          hold.arrive();
          return;
        }
        accept();
      });
    },
  });
  smtp.on('error', () => {}); // the killed sender's connection breaks
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop('SIGKILL')));
  await new Promise<void>((r) => smtp?.close(() => r()));
  await database?.drop();
});

async function start(): Promise<ServerProcess> {
  const s = startServer({
    PORT: String(await freePort()),
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    DEMO_DATA: 'false',
    SIMULATOR: 'false',
    MQTT_PORT: 'off',
  });
  servers.push(s);
  await waitHealthy(s);
  return s;
}

describe('the outbox with two server processes and a SIGKILL during a send', () => {
  it('sends every message once, including the interrupted one, and a restart does not take over a live send', async () => {
    await Promise.all([start(), start()]);
    // the trap falls due first, so the process that takes it holds the rest of its batch behind it
    const rows = [{ recipient: TRAP, send_after: new Date(Date.now() - 60_000) }];
    for (let i = 0; i < MESSAGES; i++) rows.push({ recipient: `user${i}@example.com`, send_after: new Date() });
    await database.db
      .insertInto('notification_outbox')
      .values(rows.map((r) => ({ ...r, kind: 'broadcast' as const, channel: 'email' as const, subject: 'Notice', body: 'Hello' })))
      .execute();

    await holds.get(TRAP)!.arrived;
    const { claimed_by } = await database.db
      .selectFrom('notification_outbox')
      .select('claimed_by')
      .where('recipient', '=', TRAP)
      .executeTakeFirstOrThrow();
    const pid = Number(claimed_by!.split(':')[1]);
    const holder = servers.find((s) => s.child.pid === pid)!;
    expect(holder).toBeDefined();
    const killedAt = Date.now();
    await holder.stop('SIGKILL');
    // the process that kept running takes a new message and is in the middle of sending it when the killed one
    // comes back: the restart must leave that send to it
    await database.db
      .insertInto('notification_outbox')
      .values({ recipient: HELD, kind: 'broadcast', channel: 'email', subject: 'Notice', body: 'Hello' })
      .execute();
    await holds.get(HELD)!.arrived;
    await start();
    await new Promise((r) => setTimeout(r, 5000)); // a few delivery passes of the restarted process
    holds.get(HELD)!.answer!();

    const deadline = Date.now() + OUTBOX_LEASE_MS + 60_000;
    let unsent = Infinity;
    while (Date.now() < deadline) {
      const r = await database.db
        .selectFrom('notification_outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '!=', 'sent')
        .executeTakeFirstOrThrow();
      unsent = Number(r.n);
      if (unsent === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    console.log(`outbox: all ${MESSAGES + 2} messages sent ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the SIGKILL`);
    expect(unsent).toBe(0);
    const counts = [TRAP, HELD, ...Array.from({ length: MESSAGES }, (_, i) => `user${i}@example.com`)].map((to) => [
      to,
      accepted.get(to) ?? 0,
    ]);
    expect(counts.filter(([, n]) => n !== 1)).toEqual([]);
  });
});
