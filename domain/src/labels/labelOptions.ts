/** Spec 3 §9: label printers at 300 or 203 dots per inch; 300 unless chosen. */
export const LABEL_DPIS = [300, 203] as const;
export type LabelDpi = (typeof LABEL_DPIS)[number];
export const DEFAULT_LABEL_DPI: LabelDpi = 300;

export interface LabelOptions {
  dpi: LabelDpi;
  /** The manufacturing date as ISO (only the first 10 characters are printed). */
  date: string;
  /** Spec 3 §3 {phone}: the provider's support number. */
  supportPhone: string;
}

export interface LabelDevice {
  id: number;
  pin: string | null;
  model: string | null;
}

/** Positions are laid out for 300 dpi; a 203 dpi printer gets the same label scaled to its dots. */
export function dots(value: number, dpi: LabelDpi): number {
  return Math.round((value * dpi) / 300);
}
