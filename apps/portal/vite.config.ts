import { sourceResolve } from '@art-portal/tooling/vitest';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { initialChunkGroups } from './scripts/initialChunkGroups.ts';
import { precompressPlugin } from './scripts/precompressPlugin.ts';
import { preloadChunkPlugin } from './scripts/preloadChunkPlugin.ts';

const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
// What the entry imports dynamically to render the app: it and everything it imports statically make the shell chunk.
const boot = fileURLToPath(new URL('./src/boot.tsx', import.meta.url));
// Reached from the entry only through barrels (MUI's input class names, ui-shell's feedback index); used lazily.
const lazyOnly = /[\\/](InputBase|TextareaAutosize|LinearProgress)[\\/][^\\/]+\.mjs$|[\\/]feedback[\\/]LoadingIndicator\.tsx$/;

// The pages' shared parts (cards, grids, pager, skeletons, query view, icons, customers' plain text) in one chunk
// instead of a dozen small ones that each cost a request on the first page's critical path; the editorial texts and
// the share dialog (loaded on first use) stay apart.
const pageKit = {
  name: 'page-kit',
  test: /[\\/]packages[\\/]pages[\\/]src[\\/]internal[\\/](?!editorial[\\/]|ShareDialog)|[\\/]@mui[\\/]icons-material[\\/]|[\\/]ui-shell[\\/]src[\\/]content[\\/]PlainText\.tsx$/,
};
// What the detail pages share: rich text with its sanitiser and the picture viewer's loader. The video player, with
// its loading and error states, stays a chunk of its own for the two pages that show videos.
const detailKit = {
  name: 'detail-kit',
  test: /[\\/]packages[\\/]ui-shell[\\/]src[\\/](content[\\/](RichText|sanitizeHtml|ImageViewer)|internal[\\/]mergeSx)\.tsx?$|[\\/]dompurify[\\/]/,
};

// react-router's exports map names only its development build, whose dev warnings then ship (remix-run/react-router#14102).
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const api = { target: 'http://127.0.0.1:3001', changeOrigin: true };
// The API serves the contract under /api and its local storage bucket (seeded pictures, uploads) under /storage.
const apiProxy = { '/api': api, '/storage': api };

export default defineConfig(({ command }) => ({
  ...sourceResolve,
  base: './',
  ...(command === 'build' && { resolve: { ...sourceResolve.resolve, alias: { 'react-router': reactRouterProduction } } }),
  plugins: [react(), preloadChunkPlugin(boot), precompressPlugin()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    target: 'es2022',
    // The shell is one chunk on purpose (see scripts/initialChunkGroups.ts); its budget is scripts/checkBundleBudget.mjs.
    chunkSizeWarningLimit: 600,
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [...initialChunkGroups(entry, boot, lazyOnly), pageKit, detailKit] } },
    },
  },
}));
