import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../../src/notify/outbox';
import { addAttachments } from '../../src/notify/outboxAttachments';
import type { OutgoingMessage, Transport } from '../../src/notify/transport';
import { logTransport } from '../../src/notify/transports/logTransport';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const FILE = { fileName: 'report.xlsx', contentType: 'application/octet-stream', content: new Uint8Array([80, 75, 3, 4, 0, 255]) };

/** A report row and its file, written in one transaction as the scheduler writes them. */
const writeReport = (recipient: string) =>
  database.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('notification_outbox')
      .values({ kind: 'report', channel: 'email', recipient, subject: 'Report', body: 'Numbers' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addAttachments(trx, id, [FILE]);
    return id;
  });

describe('outbox attachments', () => {
  it('a file written with its row is sent by a process started after the write (a restart), byte for byte', async () => {
    await writeReport('a@example.test');
    const sent: OutgoingMessage[] = [];
    const recorder: Transport = { name: 'recorder', send: async (m) => void sent.push(m) };
    // a new Outbox over the same database: nothing of the writer's process is left but the rows
    await new Outbox(database.db, { sms: recorder, email: recorder }, () => {}).flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments).toEqual([FILE]);
  });

  it('the log transport prints the file’s name and size, not its bytes', async () => {
    await writeReport('b@example.test');
    const printed: string[] = [];
    const log = logTransport((l) => printed.push(l));
    await new Outbox(database.db, { sms: log, email: log }, () => {}).flush();
    expect(printed).toEqual(['[email to b@example.test] Report: Numbers [attachment report.xlsx, 6 bytes]']);
  });

  it('a row rolled back leaves no file behind', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('notification_outbox')
          .values({ kind: 'report', channel: 'email', recipient: 'c@example.test', subject: 'R', body: 'B' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await addAttachments(trx, id, [FILE]);
        throw new Error('the e-mail could not be written');
      }),
    ).rejects.toThrow('could not be written');
    const files = await database.db.selectFrom('notification_attachments').select('id').execute();
    expect(files).toHaveLength(2);
  });
});
