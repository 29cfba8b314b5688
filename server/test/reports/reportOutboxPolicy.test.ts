import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportOutboxPolicy } from '../../src/reports/reportOutboxPolicy';
import type { ClaimedMessage } from '../../src/notify/outboxTypes';
import { statementRecorder } from '../helpers/statementCounter';
import { reportEmailWorld, SUBSCRIBE, type ReportEmailWorld } from './reportEmailWorld';

/*
 * The check a report e-mail passes when the outbox is about to send it, over a whole pass at once: who may still
 * have it, and what it costs the database (one read of the users with their subscriptions, one visibility read per
 * user), however many e-mails the pass holds.
 */
let w: ReportEmailWorld;
beforeAll(async () => {
  w = await reportEmailWorld();
  for (const [who, d] of [
    ['full', w.tank.id],
    ['manager', w.tank.id],
    ['cManager', w.cTank.id],
  ] as const)
    expect((await w.as(who, SUBSCRIBE, { d })).errors).toBeUndefined();
});
afterAll(() => w.t.close());

let nextId = 1;
function claimed(userId: number, deviceId: number): ClaimedMessage {
  return {
    id: nextId++,
    kind: 'report',
    channel: 'email',
    recipient: 'someone@example.com',
    subject: 'FieldWatch report',
    body: '',
    attempts: 1,
    user_id: userId,
    device_id: deviceId,
    tag: 'spsr',
    alarm_log_id: null,
    reminder_of: null,
    reminder_no: null,
    repeat_every: null,
    repeat_times: null,
  };
}

describe('report e-mails checked as they leave', () => {
  it('keeps those still wanted and readable, cancels the rest, in 1 + one read per user', async () => {
    const { users, tank, cTank, plain } = w;
    const keep = [claimed(users.full.id, tank.id), claimed(users.manager.id, tank.id), claimed(users.cManager.id, cTank.id)];
    const cancel = [
      // never subscribed to that device
      claimed(users.full.id, plain.id),
      // another company's device, though subscribed in name
      claimed(users.manager.id, cTank.id),
      // a user who takes no report at all
      claimed(users.demo.id, tank.id),
    ];
    await w.db.updateTable('users').set({ subscription: false }).where('id', '=', users.cManager.id).execute();
    // the subscriber who unsubscribed from all e-mail loses the one they had
    cancel.push(keep.pop()!);
    const rec = statementRecorder(w.t.database.pool);
    let refused = new Set<number>();
    // a request of an earlier test may still be writing its user's activity minute on the same pool: not this check's
    const statements = (
      await rec.during(async () => {
        refused = await reportOutboxPolicy.cancelled!(w.db, [...keep, ...cancel, claimed(users.full.id, tank.id)]);
      })
    ).filter((s) => !s.includes('INSERT INTO user_activity'));
    expect([...refused].sort()).toEqual(cancel.map((m) => m.id).sort());
    // the users with their subscriptions, then a visibility read for full and for manager; demo takes no report and
    // cManager no e-mail at all, so nothing is read for them
    expect(statements.length, statements.join('\n')).toBe(1 + 2);
    expect(statements.filter((s) => s.includes('from "users"'))).toHaveLength(1);
  });
});
