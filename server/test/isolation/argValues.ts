import { inputFields, isEnum, isInputObject, namedType, type ArgSpec, type FieldSpec, type TypeRef } from './schemaWalk';
import type { IsolationWorld } from './isolationWorld';

/**
 * One way of filling the arguments: the other company's ids everywhere an id goes ('other'), then 0, -1, null
 * for whatever may be null, and wildcard-like strings ('%', '*', '_') with the other company's ids beside them.
 */
export const VARIANTS = ['other', 'zero', 'negative', 'null', '%', '*', '_'] as const;
/**
 * 'mixed': the field's own target (id, deviceID, userID, groupID, oldDeviceID) is the caller's company's, every
 * other id (devices and users put into a group, the replacement device, companyID, ids inside inputs) the other
 * company's: moving one's own object into the other company, or the other's objects into one's own.
 */
export type Variant = (typeof VARIANTS)[number] | 'mixed';
const PRIMARY = new Set(['id', 'deviceID', 'userID', 'groupID', 'oldDeviceID']);

/** Whether a field has both an own target and something else that can name the other company. */
export function hasMixedCase(f: FieldSpec): boolean {
  const primary = f.args.some((a) => PRIMARY.has(a.name));
  const secondary = f.args.some(
    (a) => !PRIMARY.has(a.name) && (idKind(a.name, f.name) !== null || isInputObject(namedType(a.type.list?.name ?? a.type.name))),
  );
  return primary && secondary;
}

type Kind = 'device' | 'user' | 'group' | 'company' | 'comment';

/** What an argument names, from its name and, for a bare `id`, from the field it belongs to. */
function idKind(arg: string, field: string): Kind | null {
  const a = arg.toLowerCase();
  if (a.includes('device') || a === 'ids') return 'device';
  if (a.includes('user')) return 'user';
  if (a.includes('group')) return 'group';
  if (a.includes('company')) return 'company';
  if (a !== 'id') return null;
  const f = field.toLowerCase();
  if (f.includes('user')) return 'user';
  if (f.includes('group')) return 'group';
  if (f.includes('comment')) return 'comment';
  if (f.includes('company')) return 'company';
  // listEvents, deviceRe, deviceGps, updateDevice, and anything new keyed by a bare id: a device is the likeliest
  return 'device';
}

function idsOf(w: IsolationWorld, kind: Kind, own = false): number[] {
  const o = own ? w.own : w.other;
  return { device: o.deviceIds, user: o.userIds, group: o.groupIds, company: [o.company.id], comment: o.commentIds }[kind];
}

function numberFor(w: IsolationWorld, arg: string, field: string, variant: Variant, depth: number): number {
  const kind = idKind(arg, field);
  if (variant === 'zero') return 0;
  if (variant === 'negative') return -1;
  const own = variant === 'mixed' && depth === 0 && PRIMARY.has(arg);
  if (kind) return idsOf(w, kind, own)[0] ?? idsOf(w, kind)[0]!;
  if (/pin/i.test(arg)) return w.other.pin;
  if (/^time$/i.test(arg)) return w.other.readingTime;
  if (/end/i.test(arg)) return Math.floor(Date.now() / 1000) + 86_400;
  if (/start|from/i.test(arg)) return 0;
  return 1;
}

function stringFor(w: IsolationWorld, arg: string, variant: Variant): string {
  const wild = variant === '%' || variant === '*' || variant === '_';
  if (wild) return variant;
  if (arg === 'tag') return w.other.tag;
  if (/deviceids/i.test(arg)) return w.other.deviceIds.join(',');
  if (arg === 'key') return w.other.apiKeyPrefix;
  if (variant === 'zero') return '0';
  if (variant === 'negative') return '-1';
  // searching for the other company's name must not find it
  return 'Zorblax';
}

function valueFor(w: IsolationWorld, field: string, arg: ArgSpec, variant: Variant, depth = 0): unknown {
  const t: TypeRef = arg.type;
  if (variant === 'null' && !t.nonNull) return null;
  if (t.list) {
    const kind = idKind(arg.name, field);
    if (kind && (variant === 'other' || variant === 'mixed')) {
      const ids = idsOf(w, kind);
      return t.list.name === 'ID' ? ids.map(String) : ids;
    }
    return [valueFor(w, field, { name: arg.name, type: t.list }, variant, depth + 1)];
  }
  switch (t.name) {
    case 'Int':
    case 'Float':
      return numberFor(w, arg.name, field, variant, depth);
    case 'ID':
      return String(numberFor(w, arg.name, field, variant, depth));
    case 'Boolean':
      // role and scope flags set: isSuperUser, isManager, includeInactive ... must not widen anything
      return true;
    case 'String':
      return stringFor(w, arg.name, variant);
  }
  const named = namedType(t.name);
  // a variable names an enum value by its GraphQL name (the resolver sees its internal value, which may differ)
  if (isEnum(named)) return (named.getValues() as { name: string }[])[0]!.name;
  if (isInputObject(named) && depth < 4) {
    return Object.fromEntries(inputFields(t.name).map((f) => [f.name, valueFor(w, field, f, variant, depth + 1)]));
  }
  return null;
}

export function variablesFor(w: IsolationWorld, f: FieldSpec, variant: Variant): Record<string, unknown> {
  return Object.fromEntries(f.args.map((a) => [a.name, valueFor(w, f.name, a, variant)]));
}
