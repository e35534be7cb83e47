import { sourceResolve } from '@art-portal/tooling/vitest';
import { precompressPlugin } from '@art-portal/tooling/vite/precompress';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const dist = fileURLToPath(new URL('./dist', import.meta.url));

// The API answers the back office's calls on its own origin (ADMIN_PORT, default 4174): the dev server proxies them
// there, as that origin (the API refuses a write whose Origin is not the back office's).
const adminOrigin = process.env.ADMIN_DEV_API ?? 'http://127.0.0.1:4174';
const api = { target: adminOrigin, changeOrigin: true, headers: { origin: adminOrigin } };

export default defineConfig({
  ...sourceResolve,
  plugins: [react(), precompressPlugin(dist)],
  server: { port: 5174, proxy: { '/api': api, '/storage': api } },
  build: { target: 'es2022', sourcemap: true, outDir: 'dist' },
});
