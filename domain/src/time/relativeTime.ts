const UNITS: readonly [string, number][] = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** 'Just now' below one second, else '{n} {unit}(s) ago', plural when the ratio is at least 1.5 (spec 1 §4). */
export function relativeTime(seconds: number): string {
  if (seconds < 1) return 'Just now';
  for (const [unit, size] of UNITS) {
    const ratio = seconds / size;
    if (ratio >= 1) {
      const n = Math.round(ratio);
      return `${n} ${unit}${ratio >= 1.5 ? 's' : ''} ago`;
    }
  }
  return 'Just now';
}
