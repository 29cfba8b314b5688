import type { Plugin, Rollup } from 'vite';
// by path, not the package name: Vite loads its config with plain Node, which would not compile the package's .ts
import { INITIAL_WINDOW_AHEAD_SECONDS, INITIAL_WINDOW_SECONDS } from '../../../../domain/src/tag/graphConstants.ts';
import { DIRECTORY_PAGE_SIZE } from '../../../../domain/src/constants/limits.ts';
import {
  DEFAULT_DIRECTORY_VIEW,
  DIRECTORY_FILTER_PARAMS,
  DIRECTORY_ROUTE,
  DIRECTORY_VIEWS,
} from '../../features/directory/directoryAddress.ts';
import { directoryVariablesOf, iconPagesVariables } from '../../features/directory/directoryVariables.ts';
import { DIRECTORY_COUNT, DIRECTORY_DETAILS } from '../../features/directory/graphql/devices.ts';
import { INITIAL_DIRECTORY_VIEW } from '../state/directoryStore.ts';
import { GET_TAG } from '../../features/tag/graphql/getTag.ts';
import { GET_ME } from '../auth/graphql/me.ts';
import { USER_STORAGE_KEY } from '../auth/userStorageKey.ts';
import { GRAPHQL_ENDPOINT, operationName, type Operation } from '../../api/graphql.ts';
import { compactDocument } from '../build/inlineGraphqlDocuments.ts';
import { TAG_ROUTE } from '../routes/tagRoute.ts';
import type { EarlyConfig } from './earlyTypes.ts';
import { sendEarlyRequests } from './sendEarlyRequests.ts';

/**
 * The files a dynamic import of the module would load (its chunk, the chunks it imports, and their CSS), less those
 * index.html loads anyway (the entry chunk and its imports).
 */
function filesOf(bundle: Rollup.OutputBundle | undefined, entryChunk: Rollup.OutputChunk | undefined, moduleSuffix: string): string[] {
  if (!bundle) return [];
  const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  // the chunk that holds the module: its own, or a group of vite.config.ts's codeSplitting
  const entry =
    chunks.find((c) => c.facadeModuleId?.endsWith(moduleSuffix)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(moduleSuffix)));
  if (!entry) return [];
  const cssOf = (c: Rollup.OutputChunk) => (c as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [];
  const inHtml = new Set(entryChunk ? [entryChunk.fileName, ...entryChunk.imports, ...cssOf(entryChunk)] : []);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (c: Rollup.OutputChunk) => {
    if (seen.has(c.fileName)) return;
    seen.add(c.fileName);
    for (const f of cssOf(c)) css.add(f);
    for (const f of c.imports) {
      const next = byName.get(f);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen, ...css].filter((f) => !inHtml.has(f)).map((f) => `/${f}`);
}

/** An operation as the inline script sends it: its name and its document, compacted like the bundle's (inlineGraphqlDocuments). */
const early = (op: Operation<unknown, never>) => ({ name: operationName(op), document: compactDocument(String(op)) });

/**
 * Puts sendEarlyRequests inline at the top of index.html, with the documents and constants of this build and the
 * files of the signed-in shell, the sensor page and the directory (known only once the bundle is written).
 */
export function earlyRequestsPlugin(): Plugin {
  const base = {
    storageKey: USER_STORAGE_KEY,
    endpoint: GRAPHQL_ENDPOINT,
    tagRoute: TAG_ROUTE.source,
    windowBack: INITIAL_WINDOW_SECONDS,
    windowAhead: INITIAL_WINDOW_AHEAD_SECONDS,
    me: early(GET_ME),
    getTag: early(GET_TAG),
  };
  // what the directory asks for on a fresh load (prefetchDirectoryPage): no company chosen, so the same with or
  // without the company picker
  const directoryVariables = directoryVariablesOf(INITIAL_DIRECTORY_VIEW, false);
  const directory = {
    route: DIRECTORY_ROUTE.source,
    otherViews: DIRECTORY_VIEWS.filter((v) => v !== DEFAULT_DIRECTORY_VIEW),
    filterParams: DIRECTORY_FILTER_PARAMS,
    cards: early(DIRECTORY_DETAILS),
    cardsVariables: { ...iconPagesVariables(directoryVariables), limit: DIRECTORY_PAGE_SIZE.first, offset: 0 },
    count: early(DIRECTORY_COUNT),
    countVariables: directoryVariables,
  };
  return {
    name: 'fieldwatch-early-requests',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => {
        const config: EarlyConfig = {
          ...base,
          shellFiles: filesOf(ctx.bundle, ctx.chunk, '/app/auth/SignedInApp.tsx'),
          tagPageFiles: filesOf(ctx.bundle, ctx.chunk, '/features/tag/TagPage.tsx'),
          directory: { ...directory, files: filesOf(ctx.bundle, ctx.chunk, '/features/directory/DirectoryPage.tsx') },
        };
        // inside a <script> element nothing may read as its end tag
        const source = `(${sendEarlyRequests.toString()})(${JSON.stringify(config).replace(/</g, '\\u003c')});`;
        return [{ tag: 'script', children: source, injectTo: 'head-prepend' }];
      },
    },
  };
}
