import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { earlyRequestsPlugin } from './src/app/early/earlyRequestsPlugin';
import { pruneMantineCss } from './src/app/build/pruneMantineCss';

export default defineConfig({
  plugins: [react(), earlyRequestsPlugin(), pruneMantineCss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
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
