import type pg from 'pg';

const clients = new WeakMap<pg.Pool, Set<pg.Client>>();

/** Keeps the pool's open clients (lent out or idle), so that `cutConnections` can reach the ones lent out too. */
export function trackClients(pool: pg.Pool): void {
  const open = new Set<pg.Client>();
  clients.set(pool, open);
  pool.on('connect', (client) => void open.add(client));
  pool.on('remove', (client) => void open.delete(client));
}

/**
 * Destroys the sockets of every open client of the pool. For a database that stopped answering (frozen, or its
 * machine gone without a reset): a query waiting on such a socket would wait as long as TCP does (many minutes); cut,
 * it fails at once with "Connection terminated", which the app answers as 503 (databaseUnavailable.ts), and the pool
 * opens new connections, bounded by connectionTimeoutMillis, on the next checkout.
 * pg's own query_timeout is not used for this: it gives up on the query but leaves it on the connection, which then
 * goes back to the pool with the next query queued behind the lost one.
 */
export function cutConnections(pool: pg.Pool): number {
  const open = clients.get(pool);
  if (!open) return 0;
  for (const client of open) (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  return open.size;
}
