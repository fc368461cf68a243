import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { codeAfterPaint } from './build/codeAfterPaint';
import { precompress } from './build/precompress';

// The API server the dev server and `vite preview` forward to.
const api = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The server build (src/entry-server.tsx → dist-server) is loaded by the API server to render first
  // screens: no compressed copies, no manifest, no chunk groups, and styles come from the client build.
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), codeAfterPaint(), precompress()],
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
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        // dist/.vite/manifest.json: the benchmark reads which chunks each route needs.
        manifest: true,
        // The Myanmar converter is large and only loaded when Myanmar text is typed.
        chunkSizeWarningLimit: 800,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Everything the entry imports statically, in the entry: the first page needs all of it,
                // and one request instead of ten saves round trips (HTTP/1.1 opens six connections at once).
                { name: 'initial', tags: ['$initial'] },
                // dayjs, its plugins and its Myanmar locale: one request for the pages with dates, not three.
                { name: 'dayjs', test: /node_modules[\\/]dayjs[\\/]/ },
              ],
            },
          },
        },
      },
}));
