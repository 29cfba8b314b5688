import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The built files that are text: everything else the build emits (fonts, images) is compressed already. */
const TEXT_FILE = /\.(?:js|css|html|svg|json|txt|map)$/;

/**
 * Writes `name.br` and `name.gz` beside every built text file, at the strongest settings, once per build: the server
 * sends them as they are to a browser that accepts them (field users are on cellular links), which it could not
 * afford to do at brotli's highest quality on every request. A variant that comes out no smaller is not written.
 * node:zlib does the work; a plugin package would add a dependency for these twenty lines.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'fieldwatch-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const names = (await fs.readdir(outDir, { recursive: true })).filter((name) => TEXT_FILE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outDir, name);
          const body = await fs.readFile(file);
          const variants: [string, Buffer][] = [
            [
              '.br',
              await brotli(body, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
              }),
            ],
            ['.gz', await gzip(body, { level: 9 })],
          ];
          for (const [ext, packed] of variants) if (packed.length < body.length) await fs.writeFile(file + ext, packed);
        }),
      );
    },
  };
}
