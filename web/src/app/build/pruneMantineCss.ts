import { createHash } from 'node:crypto';
import postcss from 'postcss';
import type { Plugin, Rollup } from 'vite';

/** Mantine's CSS-module class names as its compiled components carry them. */
const MANTINE_CLASS = /m_[0-9a-f]{8}/g;
const HAS_MANTINE_CLASS = /m_[0-9a-f]{8}/;

/**
 * Drops the rules of Mantine components the app never uses from the CSS of the build: @mantine/core/styles.css is
 * 250 kB, of which the sign-in page and the sensor page parse, and match against every element, all of it before
 * the first graph (the sensor page's target: first graph under 500 ms). A rule stays when some selector of it names only Mantine
 * classes that appear in the built JavaScript (every chunk, so every screen keeps its styles) or names none.
 * The pruned file gets a name of its own content, as /assets/* are cached for good.
 */
export function pruneMantineCss(): Plugin {
  return {
    name: 'fieldwatch-prune-mantine-css',
    apply: 'build',
    // before Vite writes index.html, which links the CSS by its name
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
      const used = new Set(chunks.flatMap((c) => c.code.match(MANTINE_CLASS) ?? []));
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        const source = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
        if (!HAS_MANTINE_CLASS.test(source)) continue;
        const root = postcss.parse(source);
        root.walkRules((rule) => {
          if (!HAS_MANTINE_CLASS.test(rule.selector)) return;
          if (!rule.selectors.some((s) => (s.match(MANTINE_CLASS) ?? []).every((c) => used.has(c)))) rule.remove();
        });
        root.walkAtRules((at) => {
          if (at.nodes && at.nodes.length === 0) at.remove();
        });
        const pruned = root.toString();
        const hash = createHash('sha256').update(pruned).digest('base64url').slice(0, 8);
        const fileName = asset.fileName.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
        const oldName = asset.fileName;
        if (fileName === oldName) {
          asset.source = pruned;
          continue;
        }
        // the new name everywhere the old one is known: the bundle and the chunks that link it
        delete bundle[oldName];
        this.emitFile({ type: 'asset', fileName, source: pruned });
        for (const c of chunks) {
          const css = (c as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
          if (css?.delete(oldName)) css.add(fileName);
        }
      }
    },
  };
}
