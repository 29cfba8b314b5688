import {
  LOW_BATTERY_VOLTS,
  TARDY_DEFAULTS,
  capabilitiesOf,
  deviceListLimit,
  isDeviceListContext,
  mayUseDeviceList,
  normalizePath,
  tardyQueryHours,
  UNPAGED_DEVICE_LISTS,
  type DeviceListContext,
} from '@fieldwatch/domain';
import { sql, type Expression, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';
import type { DevicesTable } from '../db/schema';
import { AppError } from '../errors/AppError';
import { deviceOrder } from './deviceSort';
import { deviceSearch } from './deviceSearch';
import { inFolder } from './pathFilter';
import { scopeFilters } from './scopeFilter';
import { tardyFilter } from './tardyFilter';

export type DeviceRow = Selectable<DevicesTable>;

/** The arguments of devicesRe and devicesReCount (spec 1 §7, spec 3 §7). */
export interface DeviceListArgs {
  query?: string | null;
  includeInactive?: boolean | null;
  includeOOS?: boolean | null;
  selectedCompanyID?: number | null;
  previousDays?: number | null;
  recentDays?: number | null;
  limit?: number | null;
  offset?: number | null;
  sortBy?: string | null;
  sortDirection?: string | null;
  from?: number | null;
  to?: number | null;
  ids?: readonly number[] | null;
  path?: string | null;
  search?: string | null;
}

/**
 * Lists that show every device the viewer may see unless told otherwise: labels are printed for any device, the
 * path picker offers every folder, and search finds a device whatever its status. The others show active, in
 * service devices unless the request includes the rest.
 */
const INCLUDE_ALL_BY_DEFAULT: readonly DeviceListContext[] = ['print', 'path-input', 'search'];

const none = sql<SqlBool>`false`;

interface ListPlan {
  context: DeviceListContext;
  where: Expression<SqlBool>[];
  order: RawBuilder<unknown>[];
  limit: number | null;
  offset: number;
  /** path-input: one device per distinct path */
  distinctPath: boolean;
}

function contextOf(query: string | null | undefined): DeviceListContext {
  const name = query ?? 'all';
  if (!isDeviceListContext(name)) throw new AppError('BAD_INPUT', { message: `Unknown device list '${name}'.` });
  return name;
}

function nonNegative(value: number | null | undefined, what: string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 0) throw new AppError('BAD_INPUT', { message: `${what} must be a whole number, 0 or more.` });
  return value;
}

/**
 * What the context adds to the common scope (the conditions on top of the policy and status filters). Search's
 * conditions come from `plan`, which also needs its order.
 */
function contextFilters(viewer: Viewer, context: DeviceListContext, args: DeviceListArgs): Expression<SqlBool>[] {
  switch (context) {
    case 'all':
    case 'extra-graphs':
    case 'cellular':
    case 'sku':
      return [];
    case 'directory-details':
    case 'directory-side':
    case 'directory-side-user': {
      const folder = normalizePath(args.path);
      return folder ? [inFolder(folder)] : [];
    }
    case 'path-input':
      return [sql<SqlBool>`devices.path IS NOT NULL`];
    case 'new':
      return [sql<SqlBool>`(coalesce(trim(devices.name), '') = '' OR devices.path IS NULL)`];
    case 'alarm':
      // the Alarms list shows nothing for super users (spec 1 §2, §6)
      if (!capabilitiesOf(viewer).alarmsList) return [none];
      return [sql<SqlBool>`EXISTS (SELECT 1 FROM tags t WHERE t.device_id = devices.id AND t.alarm_flag <> 'norm')`];
    case 'alert': {
      const after = tardyQueryHours(args.recentDays, TARDY_DEFAULTS.after);
      const before = tardyQueryHours(args.previousDays, TARDY_DEFAULTS.before);
      if (after === undefined || before === undefined) {
        throw new AppError('BAD_INPUT', { message: 'The hours must be whole numbers below 1,000,000.' });
      }
      return [tardyFilter({ after, before })];
    }
    case 'voltage':
      return [
        sql<SqlBool>`devices.battery_level < CASE WHEN devices.solar_powered
        THEN ${LOW_BATTERY_VOLTS.solar}::float8 ELSE ${LOW_BATTERY_VOLTS.pack}::float8 END`,
      ];
    case 'print': {
      if (args.ids !== null && args.ids !== undefined) {
        return args.ids.length ? [sql<SqlBool>`devices.id = ANY(${[...args.ids]}::bigint[])`] : [none];
      }
      if (args.from === null || args.from === undefined || args.to === null || args.to === undefined) {
        throw new AppError('BAD_INPUT', { message: 'Print needs a range (from and to) or a list of ids.' });
      }
      if (args.from > args.to) throw new AppError('BAD_INPUT', { message: 'The range ends before it starts.' });
      return [sql<SqlBool>`devices.id BETWEEN ${args.from} AND ${args.to}`];
    }
    case 'search':
      return [];
  }
}

function plan(viewer: Viewer, args: DeviceListArgs): ListPlan {
  const context = contextOf(args.query);
  if (!mayUseDeviceList(context, capabilitiesOf(viewer))) throw new AppError('FORBIDDEN');
  const includeAll = INCLUDE_ALL_BY_DEFAULT.includes(context);
  const search = context === 'search' ? deviceSearch(viewer, args.search) : null;
  const where = [
    ...scopeFilters(viewer, {
      includeInactive: args.includeInactive ?? includeAll,
      includeOOS: args.includeOOS ?? includeAll,
      oneStatus: context === 'directory-details',
      companyId: args.selectedCompanyID,
    }),
    ...contextFilters(viewer, context, args),
    // an empty search finds nothing
    ...(context === 'search' ? [search ? search.where : none] : []),
  ];
  const order = [...(search?.order ?? []), ...deviceOrder(context, args.sortBy, args.sortDirection)];
  const limit = deviceListLimit(context, nonNegative(args.limit, 'limit'));
  // the trees, the path picker and the graph choices always answer the whole list
  const offset = UNPAGED_DEVICE_LISTS.includes(context) ? 0 : (nonNegative(args.offset, 'offset') ?? 0);
  return { context, where, order, limit, offset, distinctPath: context === 'path-input' };
}

/**
 * The devices of one devicesRe context, filtered, sorted and paged in SQL. Throws FORBIDDEN when the viewer's role
 * may not use the context and BAD_INPUT for an unknown context or unusable arguments.
 *
 * `columns` (from the GraphQL selection, graphql/directory/deviceSelection.ts) reads only those columns; the rows are
 * then partial, and only the fields that asked for them may read them. Null reads whole rows.
 */
export async function listDevices(
  db: Db,
  viewer: Viewer,
  args: DeviceListArgs,
  columns: readonly string[] | null = null,
): Promise<DeviceRow[]> {
  const p = plan(viewer, args);
  let q = db.selectFrom('devices');
  // the same expression as the first ORDER BY term (deviceSort sorts paths with the natural collation)
  if (p.distinctPath) q = q.distinctOn(sql<string>`devices.path COLLATE natural_sort`);
  for (const w of p.where) q = q.where(w);
  for (const o of p.order) q = q.orderBy(o);
  if (p.limit !== null) q = q.limit(p.limit);
  if (p.offset > 0) q = q.offset(p.offset);
  if (!columns) return q.selectAll('devices').execute();
  // partial rows: the column names come from the schema (deviceSelection.ts), never from the request
  return (await q.select(columns.map((c) => sql.ref(`devices.${c}`).as(c))).execute()) as unknown as DeviceRow[];
}

/**
 * How many devices the context lists in all (paging aside); path-input counts distinct paths. Print and search
 * have no count: their arguments are not part of devicesReCount.
 */
export async function countDevices(db: Db, viewer: Viewer, args: DeviceListArgs): Promise<number> {
  const context = contextOf(args.query);
  if (context === 'print' || context === 'search') {
    throw new AppError('BAD_INPUT', { message: `There is no count for '${context}'.` });
  }
  const p = plan(viewer, { ...args, limit: null, offset: null, sortBy: null });
  let q = db
    .selectFrom('devices')
    .select(p.distinctPath ? sql<number>`count(DISTINCT devices.path)::int`.as('n') : sql<number>`count(*)::int`.as('n'));
  for (const w of p.where) q = q.where(w);
  const row = await q.executeTakeFirstOrThrow();
  return row.n;
}
