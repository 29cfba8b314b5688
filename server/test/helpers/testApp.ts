import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { startSession } from '../../src/auth/sessions';
import { connect, type DbHandle } from '../../src/db/connection';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  /** Lines the log transport printed (PINs, alarms). */
  printed: string[];
  /** Warnings and errors the app's background parts logged. */
  logs: string[];
  /** A GraphQL call as one browser makes it: the cookies the server set (the sign-in cookie) go with the next calls. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GqlResult<T>>;
  /** A bearer header for the user, as a signed-in browser would send it. */
  authHeaders(userId: number, loginAs?: number): Promise<Record<string, string>>;
  /** The pool users' requests run on, when the app was made with one of its own (`userStatementTimeoutMs`). */
  userPool: DbHandle['pool'] | null;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Users' requests on a pool of their own whose statements stop after this long, as main.ts makes it. */
  userStatementTimeoutMs?: number;
}

/** The real app on a fresh database of its own, driven through fastify.inject (no network). */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const user = options.userStatementTimeoutMs ? connect(database.url, 4, { statementTimeoutMs: options.userStatementTimeoutMs }) : null;
  const printed: string[] = [];
  const logs: string[] = [];
  const config = loadConfig({ ...env, DATA_DIR: '/nonexistent', PORT: '0' });
  // the cookies of the one browser t.gql plays
  const jar = new Map<string, string>();
  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    ...(user ? { userDb: user.db } : {}),
    print: (l) => printed.push(l),
    logger: false,
    log: (m) => logs.push(m),
  });
  return {
    app,
    database,
    printed,
    logs,
    async gql<T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await app.fastify.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
        payload: JSON.stringify({ query, variables }),
      });
      for (const c of res.cookies) jar.set(c.name, c.value);
      const body = res.json() as { data?: T; errors?: GqlResult<T>['errors'] };
      return { status: res.statusCode, headers: res.headers, data: body.data ?? null, errors: body.errors };
    },
    async authHeaders(userId: number, loginAs?: number) {
      const user = await database.db.selectFrom('users').select('token_version').where('id', '=', userId).executeTakeFirstOrThrow();
      const token = await startSession(database.db, app.services.signingKey, userId, user.token_version);
      return { authorization: `Bearer ${token}`, ...(loginAs ? { 'login-as': String(loginAs) } : {}) };
    },
    userPool: user?.pool ?? null,
    async close() {
      await app.close();
      await user?.close();
      await database.drop();
    },
  };
}
