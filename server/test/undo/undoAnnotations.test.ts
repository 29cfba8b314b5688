import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T0, tagWorld, type TagWorld } from '../tag/tagWorld';

/**
 * Undo of deleting a graph comment and a user-data point: the same window, once, same user rules as the other
 * removals (undoRemoval.test.ts); the comment comes back under its id, the point at its exact time.
 */
let w: TagWorld;

beforeAll(async () => {
  w = await tagWorld();
  await w.addTag(w.dev.id, 'lvl', {});
});
afterAll(() => w.close());

const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
const UNDO = `mutation($r: UndoableRemoval!, $d: Int, $t: String, $time: Float, $c: Int) {
  undoRemoval(removal: $r, deviceID: $d, tag: $t, time: $time, commentID: $c) }`;
const DEL_COMMENT = 'mutation($id: Int!) { deleteComment(id: $id) { id } }';
const DEL_UD = 'mutation($d: Int!, $time: Float!) { deleteUserData(deviceID: $d, tag: "lvl", time: $time) { time } }';
const advance = (ms: number) => w.t.app.services.clock.advance(ms);
const auditOf = (action: string) =>
  w.db.selectFrom('audit_log').select(['actor_user_id', 'target_id', 'detail']).where('action', '=', action).orderBy('id').execute();

const comments = () =>
  w.db.selectFrom('comments').select(['id', 'time', 'comment', 'user_id']).where('device_id', '=', w.dev.id).orderBy('id').execute();
const userData = () =>
  w.db.selectFrom('user_data').select(['time', 'value', 'user_id']).where('device_id', '=', w.dev.id).orderBy('time').execute();

async function addComment(text: string, at: Date) {
  const r = await w.db
    .insertInto('comments')
    .values({ device_id: w.dev.id, time: at, comment: text, user_id: w.users.manager.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

describe('Delete Comment', () => {
  it('Undo puts the comment back under its id, with its time and author, audited; a second undo is refused', async () => {
    // a time below the millisecond comes back exactly as it was
    const id = await addComment('pump swapped', new Date(T0 * 1000));
    await w.db
      .updateTable('comments')
      .set({ time: sql<Date>`time + interval '123 microseconds'` })
      .where('id', '=', id)
      .execute();
    const us = () =>
      w.db
        .selectFrom('comments')
        .select(sql<string>`to_char(time, 'US')`.as('us'))
        .where('id', '=', id)
        .executeTakeFirst();
    expect((await us())?.us).toBe('000123');
    const before = await comments();
    expect((await w.as('full', DEL_COMMENT, { id })).errors).toBeUndefined();
    expect(await comments()).toEqual([]);

    expect((await w.as('full', UNDO, { r: 'DELETE_COMMENT', d: w.dev.id, c: id })).data).toEqual({ undoRemoval: true });
    expect(await comments()).toEqual(before);
    expect((await us())?.us).toBe('000123');
    expect(await auditOf('comment.delete.undo')).toEqual([
      expect.objectContaining({
        actor_user_id: w.users.full.id,
        target_id: String(w.dev.id),
        detail: { id, deletedId: id, comment: 'pump swapped' },
      }),
    ]);
    expect(code(await w.as('full', UNDO, { r: 'DELETE_COMMENT', d: w.dev.id, c: id }))).toBe('UNDO_ALREADY');
    expect(await comments()).toEqual(before);
  });

  it('refused for another user, another company, and after 10 s; nothing comes back', async () => {
    const id = await addComment('tank cleaned', new Date(T0 * 1000 + 60_000));
    await w.as('full', DEL_COMMENT, { id });
    const after = await comments();
    expect(code(await w.as('manager', UNDO, { r: 'DELETE_COMMENT', d: w.dev.id, c: id }))).toBe('UNDO_NOT_FOUND');
    expect(code(await w.as('bManager', UNDO, { r: 'DELETE_COMMENT', d: w.dev.id, c: id }))).toBe('NOT_FOUND');
    advance(10_500);
    expect(code(await w.as('full', UNDO, { r: 'DELETE_COMMENT', d: w.dev.id, c: id }))).toBe('UNDO_EXPIRED');
    expect(await comments()).toEqual(after);
    expect(await auditOf('comment.delete.undo')).toHaveLength(1);
  });
});

describe('Delete User Data', () => {
  const at = T0 + 3600;
  const put = (value: number) =>
    w.db
      .insertInto('user_data')
      .values({ device_id: w.dev.id, tag: 'lvl', time: new Date(at * 1000), value, user_id: w.users.manager.id })
      .execute();

  it('Undo puts the point back at its time, audited; a second undo is refused', async () => {
    await put(42.5);
    const before = await userData();
    expect((await w.as('full', DEL_UD, { d: w.dev.id, time: at })).errors).toBeUndefined();
    expect(await userData()).toEqual([]);
    expect((await w.as('full', UNDO, { r: 'DELETE_USER_DATA', d: w.dev.id, t: 'lvl', time: at })).data).toEqual({ undoRemoval: true });
    expect(await userData()).toEqual(before);
    expect(await auditOf('userData.delete.undo')).toEqual([
      expect.objectContaining({ actor_user_id: w.users.full.id, target_id: `${w.dev.id}:lvl`, detail: { time: at, restored: 1 } }),
    ]);
    expect(code(await w.as('full', UNDO, { r: 'DELETE_USER_DATA', d: w.dev.id, t: 'lvl', time: at }))).toBe('UNDO_ALREADY');
  });

  it('refused for another point, another user, another company and after 10 s', async () => {
    await w.as('full', DEL_UD, { d: w.dev.id, time: at });
    expect(code(await w.as('full', UNDO, { r: 'DELETE_USER_DATA', d: w.dev.id, t: 'lvl', time: at + 60 }))).toBe('UNDO_NOT_FOUND');
    expect(code(await w.as('manager', UNDO, { r: 'DELETE_USER_DATA', d: w.dev.id, t: 'lvl', time: at }))).toBe('UNDO_NOT_FOUND');
    expect(code(await w.as('bManager', UNDO, { r: 'DELETE_USER_DATA', d: w.dev.id, t: 'lvl', time: at }))).toBe('NOT_FOUND');
    advance(10_500);
    expect(code(await w.as('full', UNDO, { r: 'DELETE_USER_DATA', d: w.dev.id, t: 'lvl', time: at }))).toBe('UNDO_EXPIRED');
    expect(await userData()).toEqual([]);
  });

  it('a value typed in at the same time since stays: the undo does not overwrite it', async () => {
    await put(7);
    await w.as('full', DEL_UD, { d: w.dev.id, time: at });
    await put(8);
    expect((await w.as('full', UNDO, { r: 'DELETE_USER_DATA', d: w.dev.id, t: 'lvl', time: at })).data).toEqual({ undoRemoval: true });
    expect((await userData()).map((p) => p.value)).toEqual([8]);
  });
});
