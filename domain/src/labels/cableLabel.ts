import { dots, type LabelOptions } from './labelOptions';
import { zplField } from './zplField';

/** Spec 3 §3: accessory cables have the ids 1 to 5; other ids below 10 print NULL. */
export const CABLE_TYPES: Readonly<Record<number, string>> = {
  1: 'M12F-M12F 2 ft.',
  2: 'M12F-M12F 6 ft.',
  3: 'M12F-M12M 6 ft.',
  4: 'M12F-M12M 16 ft.',
  5: 'M12F-bare 6 ft.',
};

/** Ids below this are accessory cables, not devices. */
export const CABLE_ID_LIMIT = 10;

/** The ZPL of an accessory cable label: the cable type and a QTY line to fill in by hand. */
export function cableLabel(id: number, options: Pick<LabelOptions, 'dpi'>): string {
  const d = (v: number) => dots(v, options.dpi);
  const size = options.dpi === 300 ? 300 : 203;
  return [
    '^XA',
    '^CI28',
    `^PW${size}`,
    `^LL${size}`,
    '^LH0,0',
    zplField(d(15), d(60), d(34), CABLE_TYPES[id] ?? 'NULL'),
    zplField(d(15), d(160), d(30), 'QTY: ______'),
    '^PQ1',
    '^XZ',
  ].join('\n');
}
