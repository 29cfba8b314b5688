/** A date input's YYYY-MM-DD as epoch seconds at the start (00:00:00) or end (23:59:59) of that local day. */
export function dayEdge(value: string, edge: 'start' | 'end'): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const d =
    edge === 'start'
      ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 0, 0, 0)
      : new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59);
  return Math.floor(d.getTime() / 1000);
}

/** Epoch seconds as a date input's local YYYY-MM-DD. */
export function dateInputOf(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}
