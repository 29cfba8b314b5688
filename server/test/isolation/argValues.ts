import { inputFields, isEnum, isInputObject, namedType, type ArgSpec, type FieldSpec, type TypeRef } from './schemaWalk';
import type { IsolationWorld } from './isolationWorld';

/**
 * One way of filling the arguments: the other company's ids everywhere an id goes ('other'), then 0, -1, null
 * for whatever may be null, and wildcard-like strings ('%', '*', '_') with the other company's ids beside them.
 */
export const VARIANTS = ['other', 'zero', 'negative', 'null', '%', '*', '_'] as const;
export type Variant = (typeof VARIANTS)[number];

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

function idsOf(w: IsolationWorld, kind: Kind): number[] {
  const o = w.other;
  return { device: o.deviceIds, user: o.userIds, group: o.groupIds, company: [o.company.id], comment: o.commentIds }[kind];
}

function numberFor(w: IsolationWorld, arg: string, field: string, variant: Variant): number {
  const kind = idKind(arg, field);
  if (variant === 'zero') return 0;
  if (variant === 'negative') return -1;
  if (kind) return idsOf(w, kind)[0]!;
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

export function valueFor(w: IsolationWorld, field: string, arg: ArgSpec, variant: Variant, depth = 0): unknown {
  const t: TypeRef = arg.type;
  if (variant === 'null' && !t.nonNull) return null;
  if (t.list) {
    const kind = idKind(arg.name, field);
    if (kind && variant === 'other') {
      const ids = idsOf(w, kind);
      return t.list.name === 'ID' ? ids.map(String) : ids;
    }
    return [valueFor(w, field, { name: arg.name, type: t.list }, variant, depth + 1)];
  }
  switch (t.name) {
    case 'Int':
    case 'Float':
      return numberFor(w, arg.name, field, variant);
    case 'ID':
      return String(numberFor(w, arg.name, field, variant));
    case 'Boolean':
      // role and scope flags set: isSuperUser, isManager, includeInactive ... must not widen anything
      return true;
    case 'String':
      return stringFor(w, arg.name, variant);
  }
  const named = namedType(t.name);
  if (isEnum(named)) return (named.getValues() as { value: unknown }[])[0]!.value;
  if (isInputObject(named) && depth < 4) {
    return Object.fromEntries(inputFields(t.name).map((f) => [f.name, valueFor(w, field, f, variant, depth + 1)]));
  }
  return null;
}

export function variablesFor(w: IsolationWorld, f: FieldSpec, variant: Variant): Record<string, unknown> {
  return Object.fromEntries(f.args.map((a) => [a.name, valueFor(w, f.name, a, variant)]));
}
