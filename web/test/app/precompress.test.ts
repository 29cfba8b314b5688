import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { precompress } from '../../src/app/build/precompress';

let root: string;
afterAll(() => fs.rm(root, { recursive: true, force: true }));

describe('precompress (web build plugin)', () => {
  it('writes a brotli and a gzip copy beside each text file, none beside an image or where it would not be smaller', async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-precompress-'));
    const out = path.join(root, 'dist');
    await fs.mkdir(path.join(out, 'assets'), { recursive: true });
    const script = 'export const a = "tank level";\n'.repeat(200);
    await fs.writeFile(path.join(out, 'assets', 'index-AbC.js'), script);
    await fs.writeFile(path.join(out, 'index.html'), '<!doctype html>'.repeat(50));
    await fs.writeFile(path.join(out, 'assets', 'tiny-XyZ.css'), 'a{}');
    await fs.writeFile(path.join(out, 'assets', 'logo.png'), Buffer.alloc(2000, 7));

    const plugin = precompress();
    (plugin.configResolved as (c: ResolvedConfig) => void)({ root, build: { outDir: 'dist' } } as ResolvedConfig);
    await (plugin.closeBundle as () => Promise<void>)();

    const br = await fs.readFile(path.join(out, 'assets', 'index-AbC.js.br'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(await fs.readFile(path.join(out, 'assets', 'index-AbC.js.gz'))).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect((await fs.readdir(out)).sort()).toEqual(['assets', 'index.html', 'index.html.br', 'index.html.gz']);
    expect((await fs.readdir(path.join(out, 'assets'))).sort()).toEqual([
      'index-AbC.js',
      'index-AbC.js.br',
      'index-AbC.js.gz',
      'logo.png',
      'tiny-XyZ.css',
    ]);
  });
});
