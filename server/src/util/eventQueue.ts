/**
 * Turns pushed values into an async iterator for a GraphQL subscription. Values are coalesced into arrays while
 * the consumer is busy, and the oldest are dropped beyond `limit`, so a slow browser never grows the server's memory.
 */
export function eventQueue<T>(limit: number, onClose: () => void): { push(values: T[]): void; iterator: AsyncIterableIterator<T[]> } {
  let buffer: T[] = [];
  let waiting: ((r: IteratorResult<T[]>) => void) | null = null;
  let done = false;
  const close = () => {
    if (done) return;
    done = true;
    onClose();
    waiting?.({ value: undefined, done: true });
    waiting = null;
  };
  const iterator: AsyncIterableIterator<T[]> = {
    next() {
      if (done) return Promise.resolve({ value: undefined, done: true });
      if (buffer.length) {
        const value = buffer;
        buffer = [];
        return Promise.resolve({ value, done: false });
      }
      return new Promise((resolve) => (waiting = resolve));
    },
    return() {
      close();
      return Promise.resolve({ value: undefined, done: true });
    },
    throw(err) {
      close();
      return Promise.reject(err);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return {
    iterator,
    push(values) {
      if (done || values.length === 0) return;
      if (waiting) {
        const w = waiting;
        waiting = null;
        w({ value: values, done: false });
        return;
      }
      buffer.push(...values);
      if (buffer.length > limit) buffer = buffer.slice(buffer.length - limit);
    },
  };
}
