// connection-level failures: the database is down, restarting or unreachable, as opposed to a bad query
const CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03']);
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended',
];

/** True when `err` (or what it wraps: GraphQL's originalError, `cause`, an AggregateError) means "no database now". */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; originalError?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (CODES.has(e.code) || e.code.startsWith('08'))) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => (e.message as string).includes(m))) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.originalError, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1);
}
