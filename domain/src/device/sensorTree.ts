/**
 * The sensor type tree (spec 1 "Sensor subtype meanings", spec 2 §9): a device's sensor kind (by its default tag)
 * and what its two subtype numbers mean for that kind (wire types, dongle internal or sensor, skin or insert).
 * Super users see and set it in Device Info; devices report the same numbers.
 */
export interface SubtypeSlot {
  slot: 1 | 2;
  label: string;
  options: readonly { value: number; label: string }[];
  /** What any other number (or none) reads as. */
  otherwise: string;
}

export interface SensorKind {
  kind: string;
  subtypes: readonly SubtypeSlot[];
}

const TANK: SensorKind = {
  kind: 'Tank Level',
  subtypes: [
    {
      slot: 2,
      label: 'Wire',
      options: [
        { value: 1, label: 'Alphawire White' },
        { value: 2, label: 'Shenyuan 5.5mm' },
      ],
      otherwise: 'Not Reported',
    },
  ],
};

export const SENSOR_TREE: Readonly<Record<string, SensorKind>> = {
  spsr: TANK,
  dspsr: { ...TANK, kind: 'Tank Level - Dual Sensor' },
  psr: {
    kind: 'Pressure',
    subtypes: [
      {
        slot: 2,
        label: 'Covering',
        options: [
          { value: 1, label: 'Normal' },
          { value: 2, label: 'SS Mesh Covering' },
        ],
        otherwise: 'Not Reported',
      },
    ],
  },
  rot: {
    kind: 'Beam Pump',
    subtypes: [
      {
        slot: 1,
        label: 'Dongle',
        options: [
          { value: 1, label: 'Dongle - Internal' },
          { value: 2, label: 'Dongle - Sensor' },
        ],
        otherwise: 'Dongle - Not Reported',
      },
    ],
  },
  temp: {
    kind: 'Temperature',
    subtypes: [
      {
        slot: 1,
        label: 'Mount',
        options: [
          { value: 1, label: 'Skin' },
          { value: 2, label: 'Insert' },
        ],
        otherwise: 'Not Reported',
      },
      {
        slot: 2,
        label: 'Wire',
        options: [
          { value: 1, label: 'Bare Wire' },
          { value: 2, label: 'SS Mesh Covering' },
        ],
        otherwise: 'Not Reported',
      },
    ],
  },
  vib: {
    kind: 'Vibration',
    subtypes: [
      {
        slot: 1,
        label: 'Dongle',
        options: [
          { value: 1, label: 'Dongle - Internal' },
          { value: 2, label: 'Dongle - Sensor' },
          { value: 3, label: 'External - Cable' },
        ],
        otherwise: 'Not Reported',
      },
    ],
  },
  dist: {
    kind: 'Radar',
    subtypes: [
      {
        slot: 1,
        label: 'Mount',
        options: [
          { value: 1, label: 'Internal' },
          { value: 2, label: 'External - Cable' },
        ],
        otherwise: 'Not Reported',
      },
    ],
  },
};

/** What a subtype number means for the kind, or the kind's 'otherwise'. */
export function subtypeLabel(slot: SubtypeSlot, value: number | null | undefined): string {
  return slot.options.find((o) => o.value === value)?.label ?? slot.otherwise;
}

/** The tree as one line: 'Temperature: Skin, Bare Wire'; null for a kind the tree does not know. */
export function sensorTreeText(
  defaultTag: string | null | undefined,
  subtype1: number | null | undefined,
  subtype2: number | null | undefined,
): string | null {
  const kind = defaultTag ? SENSOR_TREE[defaultTag] : undefined;
  if (!kind) return null;
  const parts = kind.subtypes.map((s) => subtypeLabel(s, s.slot === 1 ? subtype1 : subtype2));
  return parts.length ? `${kind.kind}: ${parts.join(', ')}` : kind.kind;
}

/** Whether a subtype number may be stored: none, or one of the kind's options (any small number when the kind is unknown). */
export function isSubtypeValue(defaultTag: string | null | undefined, slot: 1 | 2, value: number | null): boolean {
  if (value === null) return true;
  if (!Number.isInteger(value) || value < 0 || value > 99) return false;
  const kind = defaultTag ? SENSOR_TREE[defaultTag] : undefined;
  const s = kind?.subtypes.find((x) => x.slot === slot);
  return !kind || !s || value === 0 || s.options.some((o) => o.value === value);
}
