import { Kind, type GraphQLObjectType, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The device columns a devicesRe request reads, so a 10,000-device tree does not fetch ~60 columns per row when
 * the screen reads four (measured: 150 ms of row parsing against 40 ms). A field of DeviceType made with
 * `exposeX('column')` names its column in the schema (Pothos' `pothosExposedField`); the fields with a resolver of
 * their own are listed here. Any other field (one added to DeviceType later) makes the request read whole rows,
 * so a new field is never served from a row without its column; test/directory/deviceSelection.test.ts checks
 * every field against a whole row.
 */
const RESOLVED_FROM: Record<string, readonly string[]> = {
  __typename: [],
  lastTimeMessageReceived: ['last_time_message_received'],
  company: ['company_id'],
  simNumber: ['sim_number'],
  pin: ['pin'],
  time: ['reboot_time'],
  gps_time: ['reboot_gps_time'],
  address: ['address'],
  timeZone: ['time_offset', 'company_id'],
  latestReadingUnit: ['default_tag'],
  tasks: ['id'],
  tags: ['id'],
};

/** Read whatever else is asked: the loaders key on these. */
const ALWAYS = ['id', 'company_id'];

function collectFields(set: SelectionSetNode | undefined, info: GraphQLResolveInfo, out: Set<string>, seen: Set<string>): void {
  for (const sel of set?.selections ?? []) {
    if (sel.kind === Kind.FIELD) out.add(sel.name.value);
    else if (sel.kind === Kind.INLINE_FRAGMENT) collectFields(sel.selectionSet, info, out, seen);
    else if (!seen.has(sel.name.value)) {
      seen.add(sel.name.value);
      collectFields(info.fragments[sel.name.value]?.selectionSet, info, out, seen);
    }
  }
}

/** The columns of `devices` the selection of this Device list field needs; null: read whole rows. */
export function deviceColumnsFor(info: GraphQLResolveInfo): string[] | null {
  // duck-typed: graphql's instanceof checks fail when two copies of the package meet (ESM and CJS)
  const device = info.schema.getType('Device') as Partial<GraphQLObjectType> | undefined;
  if (typeof device?.getFields !== 'function') return null;
  const fields = device.getFields();
  const asked = new Set<string>();
  for (const node of info.fieldNodes) collectFields(node.selectionSet, info, asked, new Set());
  const columns = new Set(ALWAYS);
  for (const name of asked) {
    const exposed = fields[name]?.extensions?.pothosExposedField;
    const from = typeof exposed === 'string' ? [exposed] : RESOLVED_FROM[name];
    if (!from) return null;
    for (const c of from) columns.add(c);
  }
  return [...columns];
}
