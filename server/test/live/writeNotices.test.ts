import { afterAll, beforeAll, expect, it } from 'vitest';
import { LiveBus } from '../../src/live/liveBus';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

/*
 * A write through one process's API is announced to the others (graphql/sharedQueryAnswers.ts drops its kept
 * answers there): a burst of writes is one notice at a time, and the burst's last write is always covered.
 */

let database: TestDatabase;
let here: LiveBus;
let there: LiveBus;

beforeAll(async () => {
  database = await createTestDatabase();
  here = new LiveBus(database.pool, () => {});
  there = new LiveBus(database.pool, () => {});
  await here.start();
  await there.start();
});
afterAll(async () => {
  await here?.stop();
  await there?.stop();
  await database?.drop();
});

it('a single write is heard by the other process at once', async () => {
  let heard = 0;
  const off = there.onWrite(() => heard++);
  await new Promise((resolve) => setTimeout(resolve, 100));
  here.announceWrite();
  await expect.poll(() => heard, { timeout: 1000, interval: 5 }).toBe(1);
  off();
});

it('a burst of a thousand writes reaches the other process as a few notices, the last after the burst', async () => {
  const heardAt: number[] = [];
  const off = there.onWrite(() => heardAt.push(performance.now()));
  await new Promise((resolve) => setTimeout(resolve, 100));
  let lastWrite = 0;
  for (let i = 0; i < 1000; i++) {
    here.announceWrite();
    lastWrite = performance.now();
    if (i % 100 === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  off();
  expect(heardAt.length).toBeGreaterThanOrEqual(1);
  // the burst lasted about 100 ms: one notice per 50 ms at most, never one per write
  expect(heardAt.length).toBeLessThan(10);
  expect(heardAt.at(-1)!).toBeGreaterThan(lastWrite);
});
