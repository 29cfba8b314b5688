import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../../src/notify/outbox';
import type { OutgoingMessage, Transport } from '../../src/notify/transport';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/** A transport that records what it sends, and can hold a send until the test lets it finish. */
function recorder() {
  const sent: string[] = [];
  let hold: Promise<void> | null = null;
  let started: () => void = () => {};
  const transport: Transport = {
    name: 'recorder',
    async send(m: OutgoingMessage) {
      started();
      if (hold) await hold;
      sent.push(m.recipient);
    },
  };
  return {
    sent,
    transport: { sms: transport, email: transport },
    /** The next send waits for the returned release(); `sending` resolves once it has begun. */
    holdNext() {
      let release: () => void = () => {};
      hold = new Promise<void>((r) => (release = r));
      const sending = new Promise<void>((r) => (started = r));
      return { sending, release: () => ((hold = null), release()) };
    },
  };
}

async function enqueue(recipient: string): Promise<number> {
  const row = await database.db
    .insertInto('notification_outbox')
    .values({ kind: 'broadcast', channel: 'email', recipient, subject: 'Hello', body: 'Test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const rowOf = (id: number) =>
  database.db
    .selectFrom('notification_outbox')
    .select(['status', 'claimed_by', 'claimed_until', 'attempts'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('the outbox lease', () => {
  it('leaves a row another live process is sending alone, even when this process (re)starts', async () => {
    const a = recorder();
    const b = recorder();
    const first = new Outbox(database.db, a.transport, () => {}, {}, 3000);
    const restarted = new Outbox(database.db, b.transport, () => {}, {}, 3000);
    const id = await enqueue('held@example.com');
    const held = a.holdNext();
    const sending = first.deliverDue();
    await held.sending;
    expect(await rowOf(id)).toMatchObject({ status: 'sending', claimed_by: expect.stringMatching(new RegExp(`^${first.holder}/`)) });

    // a process that starts while the send is under way, and polls past the lease: the holder renews it
    restarted.start(60_000);
    await new Promise((r) => setTimeout(r, 3500));
    await restarted.flush();
    await restarted.stop();
    expect(b.sent).toEqual([]);

    held.release();
    expect(await sending).toBe(1);
    expect(a.sent).toEqual(['held@example.com']);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', claimed_by: null, claimed_until: null });
  });

  it('takes over a row once its holder has died and its lease has run out, and sends it once', async () => {
    const id = await enqueue('orphan@example.com');
    await database.db
      .updateTable('notification_outbox')
      .set({ status: 'sending', attempts: 1, claimed_by: 'a-killed-process', claimed_until: new Date(Date.now() + 60_000) })
      .where('id', '=', id)
      .execute();
    const r = recorder();
    const outbox = new Outbox(database.db, r.transport, () => {}, {});
    await outbox.flush();
    expect(r.sent).toEqual([]);

    await database.db
      .updateTable('notification_outbox')
      .set({ claimed_until: new Date(Date.now() - 1) })
      .where('id', '=', id)
      .execute();
    await outbox.flush();
    await outbox.flush();
    expect(r.sent).toEqual(['orphan@example.com']);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, claimed_by: null });
  });
});
