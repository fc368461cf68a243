import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from 'vite';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * What the service worker keeps at install, so that the app opens offline: the bare index.html, the
 * entry's code and styles, both languages, the layout's lazy parts, the 404 page and the page of
 * saved talks and books. Every other chunk is kept when a page first uses it. Kept small on
 * purpose: the worker installs after the first page, on the reader's data plan.
 */
const SHELL_MODULES = [
  'index.html',
  'src/locales/en/index.ts',
  'src/locales/mm/index.ts',
  'src/app/layout/Toasts.tsx',
  'src/app/routes/NotFoundPage.tsx',
  'src/features/offline/OfflinePage.tsx',
];

export function shellFiles(dist: string): { url: string; revision: string | null }[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of SHELL_MODULES) {
    if (!manifest[key]) throw new Error(`service worker: ${key} is not in the web build`);
    visit(key);
  }
  const html = readFileSync(path.join(dist, 'index.html'));
  return [
    // The bare page changes with every build; hashed files are named by their content.
    { url: '/index.html', revision: createHash('sha256').update(html).digest('hex').slice(0, 16) },
    ...[...files].map((file) => ({ url: `/${file}`, revision: null })),
  ];
}

/** The service worker's own build: one classic script at /sw.js, with the shell's list written in. */
export function serviceWorkerBuild(): UserConfig {
  const dist = path.resolve(import.meta.dirname, '../dist');
  const shell = shellFiles(dist);
  const buildId = createHash('sha256').update(JSON.stringify(shell)).digest('hex').slice(0, 12);
  return {
    define: { __PRECACHE__: JSON.stringify(shell), __BUILD_ID__: JSON.stringify(buildId) },
    publicDir: false,
    build: {
      target: 'es2022',
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      rolldownOptions: {
        input: { sw: path.resolve(import.meta.dirname, '../sw/sw.ts') },
        output: { entryFileNames: 'sw.js', format: 'iife' },
      },
    },
  };
}
