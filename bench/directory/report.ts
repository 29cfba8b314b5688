import { log } from '../helpers/log';
import { ms } from './fixture';

/** One measure of bench:directory, with its target when it has one. */
export interface Row {
  what: string;
  value: number;
  target: number | null;
  note?: string;
}

/** The measures with a target or a note, against their targets, then what could not be measured. */
export function printAgainstTargets(rows: Row[], unmeasured: string[]): void {
  log('\nAgainst the targets');
  log(`${'measure'.padEnd(70)} ${'value'.padStart(11)} ${'target'.padStart(9)}  verdict`);
  for (const r of rows.filter((x) => x.target !== null || x.note)) {
    const verdict = r.target === null ? '(context)' : !Number.isFinite(r.value) ? 'not measured' : r.value < r.target ? 'met' : 'NOT met';
    log(
      `${r.what.padEnd(70)} ${ms(r.value).padStart(11)} ${(r.target === null ? '-' : `< ${r.target} ms`).padStart(9)}  ${verdict}${r.note ? `  (${r.note})` : ''}`,
    );
  }
  if (unmeasured.length) log(`\nNot measured:\n  ${unmeasured.join('\n  ')}`);
}
