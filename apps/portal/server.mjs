#!/usr/bin/env node
// A production rendering instance: the portal's pages (and sitemap, robots.txt) from its server build, calling the
// API at API_URL. Stateless: run as many as needed behind the proxy, which serves build/client (the assets) itself.
//   API_URL=http://api.internal:3001/api PUBLIC_URL=https://art.example.cn PORT=3000 node apps/portal/server.mjs
import { createServer } from 'node:http';
import { createRequestListener } from '@remix-run/node-fetch-server';
import * as build from './build/server/index.js';

const { API_URL, PUBLIC_URL, PORT = '3000', HOST = '0.0.0.0' } = process.env;
if (!API_URL || !PUBLIC_URL) {
  console.error(
    '[portal] API_URL (the API, absolute, e.g. http://api.internal:3001/api) and PUBLIC_URL (the site) are required.',
  );
  process.exit(1);
}

const render = build.entry.module.createPortalRenderer(build, { apiBaseUrl: API_URL, publicUrl: PUBLIC_URL });
const server = createServer(createRequestListener(render));
server.listen(Number(PORT), HOST, () =>
  console.log(`[portal] rendering at http://${HOST}:${PORT}/ for ${PUBLIC_URL}, API ${API_URL}`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
