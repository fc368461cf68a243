import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server the dev server and `vite preview` forward to.
const api = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/rest-api': api,
      '/rest-web-api': api,
      '/files': api,
      '/healthz': api,
    },
  },
  preview: {
    proxy: {
      '/rest-api': api,
      '/rest-web-api': api,
      '/files': api,
      '/healthz': api,
    },
  },
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json: the benchmark reads which chunks each route needs.
    manifest: true,
    // The Myanmar converter is large and only loaded when Myanmar text is typed.
    chunkSizeWarningLimit: 800,
  },
});
