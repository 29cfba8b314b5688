import type { Db } from '../db/connection';
import type { DemoPlan } from './demoPlan';
import type { People, UserKey } from './seedPeople';

type GroupKey = 'north' | 'south' | 'compressors' | 'unnamed' | 'beta';
export type Groups = Record<GroupKey, number>;

interface GroupSpec {
  key: GroupKey;
  company: 'acme' | 'beta';
  name: string | null;
  users: UserKey[];
  /** Which of the company's devices belong, decided by folder so the groups follow the fleet table. */
  devices: (path: string | null, id: number) => boolean;
}

/**
 * Liz Limited is only in North Field Team, so she sees the /Permian/North devices and none of South, Eagle Ford
 * or Compressors: the permission tests rely on that split.
 */
const GROUPS: GroupSpec[] = [
  {
    key: 'north',
    company: 'acme',
    name: 'North Field Team',
    users: ['frank', 'liz', 'dana'],
    devices: (p) => p?.startsWith('/Permian/North') ?? false,
  },
  {
    key: 'south',
    company: 'acme',
    name: 'South Field Team',
    users: ['frank', 'carlos'],
    devices: (p) => p?.startsWith('/Permian/South') ?? false,
  },
  { key: 'compressors', company: 'acme', name: 'Compressor Crew', users: [], devices: (p) => p === '/Compressors' },
  // a group saved without a name (the screens show it as unnamed)
  { key: 'unnamed', company: 'acme', name: null, users: ['rachel'], devices: (_p, id) => id === 31005 || id === 31006 },
  { key: 'beta', company: 'beta', name: 'Marcellus Operations', users: ['ivan', 'grace'], devices: () => true },
];

export async function seedGroups(db: Db, plan: DemoPlan, people: People): Promise<Groups> {
  const groups = {} as Groups;
  for (const g of GROUPS) {
    const row = await db
      .insertInto('groups')
      .values({ company_id: people.companies[g.company], name: g.name, created_at: new Date(plan.now.getTime() - 200 * 86_400_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    groups[g.key] = row.id;
    if (g.users.length) {
      await db
        .insertInto('group_users')
        .values(g.users.map((u) => ({ group_id: row.id, user_id: people.users[u] })))
        .execute();
    }
    const members = plan.devices.filter((d) => d.fleet.company === g.company && g.devices(d.fleet.path, d.fleet.id));
    if (members.length) {
      await db
        .insertInto('group_devices')
        .values(members.map((d) => ({ group_id: row.id, device_id: d.fleet.id })))
        .execute();
    }
  }
  return groups;
}
