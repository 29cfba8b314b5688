import { sortDirectionOf, sortKeyOf, type DeviceListContext } from '@fieldwatch/domain';
import { sql, type RawBuilder } from 'kysely';

/**
 * Sort keys to columns. `sortBy` only ever picks an entry of this map (after the context's whitelist in
 * domain/deviceListContexts), so it never reaches the SQL text itself.
 */
const SORT_COLUMNS: Record<string, string> = {
  id: 'id',
  name: 'name',
  path: 'path',
  userAssignedID: 'user_assigned_id',
  companyID: 'company_id',
  lastTimeMessageReceived: 'last_time_message_received',
  batteryLevel: 'battery_level',
  latestReading: 'latest_reading',
  signalStrength: 'signal_strength',
  carrier: 'carrier',
  sku: 'sku',
  model: 'model',
  tmobile: 'tmobile_op',
  verizon: 'verizon_op',
  att: 'att_op',
  unknown: 'unknown_op',
};

type Dir = 'asc' | 'desc';
type OrderTerm = [column: string, dir: Dir];

/** The order of each list when no (known) sortBy is asked for. */
const DEFAULT_ORDER: Record<DeviceListContext, OrderTerm[]> = {
  all: [['name', 'asc']],
  'directory-details': [
    ['path', 'asc'],
    ['name', 'asc'],
  ],
  'directory-side': [
    ['company_id', 'asc'],
    ['path', 'asc'],
    ['name', 'asc'],
  ],
  'directory-side-user': [
    ['path', 'asc'],
    ['name', 'asc'],
  ],
  'path-input': [['path', 'asc']],
  // the newest claims first
  new: [['created_at', 'desc']],
  alarm: [['name', 'asc']],
  // the devices that went silent most recently first
  alert: [['last_time_message_received', 'desc']],
  cellular: [['id', 'asc']],
  sku: [['sku', 'asc']],
  // the emptiest battery first
  voltage: [['battery_level', 'asc']],
  print: [['id', 'asc']],
  'extra-graphs': [['id', 'asc']],
  search: [['name', 'asc']],
};

/** Text columns people read: sorted with numbers in them as numbers (migration 017). */
const NATURAL_COLUMNS = new Set(['name', 'path', 'user_assigned_id']);

function term(alias: string, [column, dir]: OrderTerm): RawBuilder<unknown> {
  const ref = sql.ref(`${alias}.${column}`);
  const value = NATURAL_COLUMNS.has(column) ? sql`${ref} COLLATE natural_sort` : ref;
  // empty values last in both directions, so a sorted page starts with something to read
  return sql`${value} ${dir === 'desc' ? sql`DESC` : sql`ASC`} NULLS LAST`;
}

/**
 * ORDER BY terms for a list: the asked column (when the context offers it) or the context's default order, then
 * the id, so the order is total and offset paging never repeats or skips a device.
 */
export function deviceOrder(
  context: DeviceListContext,
  sortBy: string | null | undefined,
  sortDirection: string | null | undefined,
  alias = 'devices',
): RawBuilder<unknown>[] {
  const key = sortKeyOf(context, sortBy);
  const column = key === null ? undefined : SORT_COLUMNS[key];
  const terms: OrderTerm[] = column ? [[column, sortDirectionOf(sortDirection)]] : DEFAULT_ORDER[context];
  const order = terms.map((t) => term(alias, t));
  if (!terms.some(([c]) => c === 'id')) order.push(term(alias, ['id', 'asc']));
  return order;
}
