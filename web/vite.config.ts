import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { earlyRequestsPlugin } from './src/app/early/earlyRequestsPlugin';

export default defineConfig({
  plugins: [react(), earlyRequestsPlugin()],
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
