import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server listens on :3000 in development; the dev server forwards /api there so the
// browser talks to one origin, as it does in production where the server serves this build.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Mantine and React make one vendor chunk of roughly 600 kB before gzip; that is expected.
    chunkSizeWarningLimit: 1000,
  },
});
