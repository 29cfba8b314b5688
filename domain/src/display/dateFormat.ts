const two = (n: number): string => String(n).padStart(2, '0');

/**
 * Dates as the product prints them: MM/DD/YY HH:mm, optionally with :ss (spec 1 §9), in the browser's local
 * time. Takes epoch seconds, the unit every API time field uses. '' when there is no time.
 */
export function formatDateTime(epochSeconds: number | null | undefined, withSeconds = false): string {
  if (epochSeconds === null || epochSeconds === undefined || !Number.isFinite(epochSeconds)) return '';
  const d = new Date(epochSeconds * 1000);
  const date = `${two(d.getMonth() + 1)}/${two(d.getDate())}/${two(d.getFullYear() % 100)}`;
  const time = `${two(d.getHours())}:${two(d.getMinutes())}${withSeconds ? `:${two(d.getSeconds())}` : ''}`;
  return `${date} ${time}`;
}

/** Today's local date as YYYY-MM-DD, the value of a date input. */
export function localDateInputValue(now: Date = new Date()): string {
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
