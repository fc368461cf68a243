import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { codeAfterPaint } from './build/codeAfterPaint';
import { precompress } from './build/precompress';
import { serviceWorkerBuild } from './build/serviceWorker';

// The API server the dev server and `vite preview` forward to.
const api = process.env.API_TARGET ?? 'http://localhost:3000';
const proxy = { '/rest-api': api, '/rest-web-api': api, '/admin-api': api, '/files': api, '/healthz': api };

/** The staff console's pages (`/admin`, `/admin/...`) get admin.html, as the API server answers them. */
function consolePages(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    if (req.url && /^\/admin(\/|\?|#|$)/.test(req.url)) req.url = '/admin.html';
    next();
  };
  return {
    name: 'mahasi-console-pages',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/**
 * Three builds, one after the other (package.json):
 * - `vite build`: the public site (index.html → src/main.tsx) into dist, with the manifest the
 *   benchmark reads (dist/.vite/manifest.json: which chunks each route needs).
 * - `vite build --mode console`: the staff console (admin.html → src/console/main.tsx) into the same
 *   dist, beside the public files. Its own pass, so that no chunk is shared: one build with both
 *   pages as inputs split the public entry into a chunk shared with the console and the rest
 *   (0.9 KB more gzip JavaScript and two more requests on every public page), and a console chunk
 *   importing from the public entry's chunk would run the public app's start-up on the console's page.
 * - `vite build --ssr src/entry-server.tsx`: loaded by the API server to render first screens: no
 *   compressed copies, no manifest, no chunk groups, and styles come from the client build.
 */
export default defineConfig(({ isSsrBuild, mode }) => {
  // `vite build --mode sw`: the service worker, after the public build whose files it keeps (build/serviceWorker.ts).
  if (mode === 'sw') return serviceWorkerBuild();
  const staffConsole = mode === 'console';
  return {
    plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), ...(staffConsole ? [] : [codeAfterPaint()]), precompress(), consolePages()],
    server: { proxy },
    preview: { proxy },
    build: isSsrBuild
      ? { target: 'node20', outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
      : {
          target: 'es2022',
          // dist/.vite/manifest.json: the benchmark reads which chunks each public route needs.
          manifest: staffConsole ? '.vite/manifest-console.json' : true,
          // The console is written beside the public build, which it must leave in place.
          ...(staffConsole ? { emptyOutDir: false, copyPublicDir: false } : {}),
          // The Myanmar converter is large and only loaded when Myanmar text is typed.
          chunkSizeWarningLimit: 800,
          rolldownOptions: {
            // The public pass keeps Vite's default input (index.html), so its chunks keep their names.
            ...(staffConsole ? { input: { admin: 'admin.html' } } : {}),
            output: {
              codeSplitting: {
                groups: [
                  // Everything the entry imports statically, in the entry: the first page needs all of it,
                  // and one request instead of ten saves round trips (HTTP/1.1 opens six connections at once).
                  { name: 'initial', tags: ['$initial'] },
                  // dayjs, its plugins and its Myanmar locale: one request for the pages with dates, not three.
                  { name: 'dayjs', test: /node_modules[\\/]dayjs[\\/]/ },
                  // Myanmar time and the contract's one definition of a day, with the date formats that use them.
                  { name: 'format', test: /(src[\\/]lib[\\/](format|yangonTime)\.ts|contract[\\/]dist[\\/]constants[\\/]days\.js)$/ },
                ],
              },
            },
          },
        },
  };
});
