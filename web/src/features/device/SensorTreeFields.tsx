import { Select } from '@mantine/core';
import { SENSOR_TREE } from '@fieldwatch/domain';

/**
 * The sensor tree in Device Info's edit mode, for super users (spec 1 "Sensor subtype meanings", spec 2 §9): one
 * choice per subtype the device's sensor kind has, as its meanings; clearing one stores none.
 */
export function SensorTreeFields({
  defaultTag,
  subtype1,
  subtype2,
  onChange,
}: {
  defaultTag: string | null;
  subtype1: string;
  subtype2: string;
  onChange: (slot: 1 | 2, value: string) => void;
}) {
  const kind = defaultTag ? SENSOR_TREE[defaultTag] : undefined;
  if (!kind) return null;
  return (
    <>
      {kind.subtypes.map((s) => (
        <Select
          key={s.slot}
          label={`${kind.kind}: ${s.label}`}
          placeholder={s.otherwise}
          data={s.options.map((o) => ({ value: String(o.value), label: o.label }))}
          value={(s.slot === 1 ? subtype1 : subtype2) || null}
          onChange={(v) => onChange(s.slot, v ?? '')}
          clearable
        />
      ))}
    </>
  );
}
