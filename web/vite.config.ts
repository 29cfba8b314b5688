import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { earlyRequestsPlugin } from './src/app/early/earlyRequestsPlugin';
import { pruneMantineCss } from './src/app/build/pruneMantineCss';

export default defineConfig({
  plugins: [react(), earlyRequestsPlugin(), pruneMantineCss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
    },
  },
});
