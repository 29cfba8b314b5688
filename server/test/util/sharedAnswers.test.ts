import { describe, expect, it } from 'vitest';
import { SharedAnswers } from '../../src/util/sharedAnswers';

/** Counts the reads behind the answers, so a test sees whether an answer was kept, shared or read again. */
function counted() {
  let reads = 0;
  return {
    read: async () => ({ n: ++reads }),
    get reads() {
      return reads;
    },
  };
}

describe('SharedAnswers', () => {
  it('keeps an answer for its time, then reads again', async () => {
    const shared = new SharedAnswers<{ n: number }>({ ttlMs: 50 });
    const c = counted();
    expect(await shared.get('k', c.read)).toEqual({ n: 1 });
    expect(await shared.get('k', c.read)).toEqual({ n: 1 });
    await new Promise((r) => setTimeout(r, 80));
    expect(await shared.get('k', c.read)).toEqual({ n: 2 });
    // purged on its timer, not held until pushed out
    await new Promise((r) => setTimeout(r, 80));
    expect(shared.size).toBe(0);
  });

  it('with no time to keep, shares only a read under way', async () => {
    const shared = new SharedAnswers<{ n: number }>({ ttlMs: 0 });
    const c = counted();
    const [a, b] = await Promise.all([shared.get('k', c.read), shared.get('k', c.read)]);
    expect(a).toBe(b);
    expect(await shared.get('k', c.read)).toEqual({ n: 2 });
  });

  it('drops the answers that show a changed label, and only those', async () => {
    const shared = new SharedAnswers<{ n: number }>({ ttlMs: 10_000 });
    const c = counted();
    const shows = (...labels: number[]) => ({ describe: () => ({ labels, size: 1 }) });
    await shared.get('one-two', c.read, shows(1, 2));
    await shared.get('three', c.read, shows(3));
    shared.invalidateLabels([2]);
    expect(await shared.get('one-two', c.read, shows(1, 2))).toEqual({ n: 3 });
    expect(await shared.get('three', c.read, shows(3))).toEqual({ n: 2 });
    shared.invalidate();
    expect(await shared.get('three', c.read, shows(3))).toEqual({ n: 4 });
  });

  it('does not keep an answer one of whose labels changed while it was being read', async () => {
    const shared = new SharedAnswers<{ n: number }>({ ttlMs: 10_000 });
    let reads = 0;
    let finish = () => {};
    const slow = () => new Promise<{ n: number }>((resolve) => (finish = () => resolve({ n: ++reads })));
    const shows = (...labels: number[]) => ({ describe: () => ({ labels, size: 1 }) });
    const first = shared.get('one', slow, shows(1));
    // device 1 sends a message while its answer is being read: the answer may be older than the message
    shared.invalidateLabels([1]);
    finish();
    expect(await first).toEqual({ n: 1 });
    const second = shared.get('one', slow, shows(1));
    finish();
    expect(await second).toEqual({ n: 2 });
    // a change of another label does not stop it being kept
    const third = shared.get('two', slow, shows(2));
    shared.invalidateLabels([1]);
    finish();
    await third;
    expect(await shared.get('two', slow, shows(2))).toEqual({ n: 3 });
  });

  it('does not keep what the rule refuses, nor an answer bigger than all it may hold', async () => {
    const shared = new SharedAnswers<{ n: number }>({ ttlMs: 10_000, maxSize: 10 });
    const c = counted();
    await shared.get('no', c.read, { keep: () => false });
    expect(await shared.get('no', c.read)).toEqual({ n: 2 });
    const big = { describe: () => ({ labels: [1], size: 11 }) };
    await shared.get('big', c.read, big);
    expect(await shared.get('big', c.read, big)).toEqual({ n: 4 });
    expect(shared.size).toBe(1); // 'no', kept by the plain second get
  });
});
