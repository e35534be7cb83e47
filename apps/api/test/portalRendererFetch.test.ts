import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/loadConfig';
import { loadPortalRenderer } from '../src/portal/loadPortalRenderer';
import { startTestServer } from './startTestServer';

/*
 * A stand-in for the portal's server build (its server entry's renderer factory): the renderer fetches the URL it is
 * asked for with the fetch it was given.
 */
const standInBuild = `export const entry = { module: { createPortalRenderer: (_build, { fetch }) =>
  (request) => fetch(new URL(request.url).searchParams.get('to'), { headers: { 'x-page': '1' } }) } };`;

describe('the portal renderer loaded by the API', () => {
  const received: IncomingHttpHeaders[] = [];
  const api = createServer((request, response) => {
    received.push(request.headers);
    response.end('{}');
  });
  let apiUrl = '';
  beforeAll(async () => {
    await new Promise<void>((listening) => api.listen(0, '127.0.0.1', listening));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/portal/banner/selectList`;
  });
  afterAll(() => new Promise<void>((closed) => api.close(() => closed())));

  it('asks the API for answers uncompressed, keeping the headers the renderer set', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'art-portal-renderer-'));
    await writeFile(join(dir, 'index.mjs'), standInBuild);
    const config = loadConfig({ DATA_DIR: dir, PORT: '0', WARM_SEED_IMAGES: '0', LOG_LEVEL: 'warn' });
    const portal = await loadPortalRenderer(config, { PORTAL_SERVER: join(dir, 'index.mjs') });
    const response = await portal?.render(
      new Request(`http://portal.test/home?to=${encodeURIComponent(apiUrl)}`),
    );
    expect(response?.status).toBe(200);
    expect(received.at(-1)).toMatchObject({ 'accept-encoding': 'identity', 'x-page': '1' });
  });

  it('reads its own API in process once given the app, with nothing listening on its port', async () => {
    const server = await startTestServer();
    try {
      const dir = await mkdtemp(join(tmpdir(), 'art-portal-renderer-'));
      await writeFile(join(dir, 'index.mjs'), standInBuild);
      // A port nobody listens on: only the app itself can answer there.
      const config = loadConfig({ DATA_DIR: dir, PORT: '9', WARM_SEED_IMAGES: '0', LOG_LEVEL: 'warn' });
      const portal = await loadPortalRenderer(config, { PORTAL_SERVER: join(dir, 'index.mjs') });
      const own = `http://127.0.0.1:9${config.apiPrefix}/portal/production/getInfo?id=1`;
      const page = (to: string) =>
        portal?.render(new Request(`http://portal.test/home?to=${encodeURIComponent(to)}`));
      await expect(page(own)).rejects.toThrow();

      portal?.readThrough(server.app);
      const answer = await page(own);
      expect(answer?.status).toBe(200);
      expect(await answer?.json()).toMatchObject({ code: 200, data: { id: 1 } });
      const missing = await page(`http://127.0.0.1:9${config.apiPrefix}/no-such-call`);
      expect(missing?.status).toBe(404);
      // Another origin still goes over the network.
      const other = await page(apiUrl);
      expect(other?.status).toBe(200);
      expect(received.at(-1)).toMatchObject({ 'x-page': '1' });
    } finally {
      await server.close();
    }
  });
});
