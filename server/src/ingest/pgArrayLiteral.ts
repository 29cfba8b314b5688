/**
 * PostgreSQL array literals built by one join, sent as a single text parameter: node-postgres would otherwise escape
 * and quote every element of every array of every batch (a large share of the writer's Node time).
 */
export const pgArray = {
  /** Finite numbers (parseMessage rejects NaN and infinities) or NULL. */
  numbers(xs: readonly (number | null)[]): string {
    let s = '{';
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i];
      s += (i ? ',' : '') + (x === null || x === undefined ? 'NULL' : String(x));
    }
    return s + '}';
  },
  /** Names that match /^[A-Za-z_][A-Za-z0-9_]*$/ (tags, message types, setting keys): quoted, nothing to escape. */
  names(xs: readonly string[]): string {
    return xs.length ? `{"${xs.join('","')}"}` : '{}';
  },
  /** Any text or NULL: quoted, with backslash and double quote escaped. */
  texts(xs: readonly (string | null)[]): string {
    return `{${xs.map((x) => (x === null ? 'NULL' : `"${x.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
  },
};
