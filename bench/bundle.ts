// Prints the gzipped size of the JavaScript the sign-in page loads: the entry script and every chunk the built
// index.html preloads (lazy screens load only after sign-in). Budget: 250 KB.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1] ?? '');
const seen = new Set<string>();
const queue = [...scripts];
const rows: { file: string; raw: number; gzip: number }[] = [];
// follow static imports of each chunk, since the browser loads those before the page can run
while (queue.length) {
  const src = queue.shift()!;
  const file = path.join(dist, src.replace(/^\//, ''));
  if (seen.has(file)) continue;
  seen.add(file);
  const code = fs.readFileSync(file);
  rows.push({ file: path.relative(dist, file), raw: code.length, gzip: zlib.gzipSync(code, { level: 9 }).length });
  for (const m of code.toString().matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    queue.push(path.posix.join(path.posix.dirname(src), m[1] ?? ''));
  }
}
const kb = (n: number) => (n / 1024).toFixed(1).padStart(8);
const budget = 250 * 1024;
console.log('JavaScript loaded by the sign-in page (web/dist)');
console.log(`${'file'.padEnd(48)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}`);
for (const r of rows) console.log(`${r.file.padEnd(48)} ${kb(r.raw)} ${kb(r.gzip)}`);
const total = rows.reduce((s, r) => s + r.gzip, 0);
console.log(`${'total'.padEnd(48)} ${kb(rows.reduce((s, r) => s + r.raw, 0))} ${kb(total)}`);
console.log(`${'budget'.padEnd(48)} ${''.padStart(8)} ${kb(budget)}   ${total <= budget ? 'within budget' : 'OVER BUDGET'}`);
process.exitCode = total <= budget ? 0 : 1;
