// The config and the modules it imports name their files with the extension: Vite warns on every build, under a Node
// that runs TypeScript itself, that its coming native config loader cannot resolve extensionless imports.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { colorSchemePlugin } from './src/app/early/colorSchemePlugin.ts';
import { earlyRequestsPlugin } from './src/app/early/earlyRequestsPlugin.ts';
import { inlineGraphqlDocuments } from './src/app/build/inlineGraphqlDocuments.ts';
import { lazyUplotNumberFormat } from './src/app/build/lazyUplotNumberFormat.ts';
import { pruneMantineCss } from './src/app/build/pruneMantineCss.ts';
import { precompress } from './src/app/build/precompress.ts';

export default defineConfig({
  plugins: [
    inlineGraphqlDocuments(),
    react(),
    earlyRequestsPlugin(),
    colorSchemePlugin(),
    pruneMantineCss(),
    lazyUplotNumberFormat(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Left to itself the bundler split the code every screen shares into some fifty small files, and a sensor page
        // opened by its address fetched about 55 of them over HTTP/1.1's six connections (two of them held by the early
        // Me and GetTag) from a server answering its queries at the same time. Grouped: what the entry needs is one
        // file with it, the signed-in shell one, the sensor page with everything else it imports one (the sensor page's
        // target: first graph under 500 ms; docs/performance.md). Other screens keep their own chunks and import what they
        // share from these: those that use a Mantine component the sensor page also uses (Select, Checkbox, ...) load
        // the sensor page's chunk. Splitting that part off into a chunk of its own measured 50-100 ms slower for the
        // sensor page (docs/performance.md), so it is not done.
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 3 },
            { name: 'shell', test: /[\\/]app[\\/]auth[\\/]SignedInApp\.tsx$/, priority: 2 },
            { name: 'tagpage', test: /[\\/]features[\\/]tag[\\/]TagPage\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
    },
  },
});
