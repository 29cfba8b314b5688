import { createCompany } from '../factories/companyFactory';
import { createUser } from '../factories/userFactory';
import { createGroup } from '../factories/groupFactory';
import { createTestApp } from '../helpers/testApp';

/** Two companies with one user of every role in A, a manager in B, and a super user of the provider. */
export async function accountWorld() {
  const t = await createTestApp();
  const db = t.database.db;
  const A = await createCompany(db, { name: 'Acme' });
  const B = await createCompany(db, { name: 'Beta' });
  const P = await createCompany(db, { name: 'Provider', is_internal: true });
  const users = {
    superUser: await createUser(db, P.id, 'superUser'),
    manager: await createUser(db, A.id, 'manager'),
    full: await createUser(db, A.id, 'full'),
    limited: await createUser(db, A.id, 'limited'),
    demo: await createUser(db, A.id, 'demo'),
    bManager: await createUser(db, B.id, 'manager'),
  };
  const group = await createGroup(db, A.id, { userIds: [users.full.id, users.limited.id, users.demo.id], name: 'Field' });
  type Who = keyof typeof users;
  return {
    t,
    db,
    companies: { A, B, P },
    users,
    group,
    async as<T = Record<string, unknown>>(who: Who, query: string, vars: Record<string, unknown> = {}) {
      return t.gql<T>(query, vars, await t.authHeaders(users[who].id));
    },
    close: () => t.close(),
  };
}

export type AccountWorld = Awaited<ReturnType<typeof accountWorld>>;
