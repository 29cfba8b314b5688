/**
 * The well's API number as the form reads it (spec 2 §5): anything that is not a whole number becomes null.
 * Hyphens and spaces people copy from permits are dropped first.
 */
export function parseApiNumber(input: string | number | null | undefined): string | null {
  if (input === null || input === undefined) return null;
  const digits = String(input).replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** The hint's rule: 10 to 12 digits. */
export function isValidApiNumber(value: string): boolean {
  return /^\d{10,12}$/.test(value);
}
