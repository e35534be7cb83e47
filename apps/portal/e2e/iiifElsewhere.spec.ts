import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { APIRequestContext } from '@playwright/test';
import { freePort } from './freePort';
import { expect, test } from './portalTest';

// The viewer's page is not the portal: nothing to hydrate there.
test.use({ awaitHydration: false });

type Manifest = { items: { items: { items: { body: { service?: { id: string }[] } }[] }[] }[] };

/** The image service of a manifest's first Canvas, once its tiles are published (null before). */
const serviceOf = (manifest: Manifest): string | null =>
  manifest.items[0]?.items[0]?.items[0]?.body.service?.[0]?.id ?? null;

/** A viewer's page on an origin of its own: OpenSeadragon, from the package, over the manifest named by `?manifest=`. */
const viewerPage = `<!doctype html><meta charset="utf-8"><title>IIIF 查看器</title>
<div id="viewer" style="width:800px;height:600px;background:#000"></div>
<script src="/openseadragon.js"></script>
<script>
  window.seen = { tiles: 0, failed: 0, drawn: false };
  fetch(new URLSearchParams(location.search).get('manifest'))
    .then((answer) => answer.json())
    .then((manifest) => {
      const service = manifest.items[0].items[0].items[0].body.service[0].id;
      window.viewer = OpenSeadragon({
        element: document.getElementById('viewer'),
        tileSources: service + '/info.json',
        crossOriginPolicy: 'Anonymous',
        drawer: 'canvas',
        showNavigationControl: false,
      });
      viewer.addHandler('tile-loaded', () => (window.seen.tiles += 1));
      viewer.addHandler('tile-load-failed', () => (window.seen.failed += 1));
      viewer.world.addHandler('add-item', ({ item }) =>
        item.addHandler('fully-loaded-change', ({ fullyLoaded }) => (window.seen.drawn ||= fullyLoaded)),
      );
    });
</script>`;

async function serveViewer(): Promise<{ origin: string; server: Server }> {
  const script = await readFile(createRequire(import.meta.url).resolve('openseadragon'));
  const server = createServer((request, response) => {
    if (request.url === '/openseadragon.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(viewerPage);
  });
  const port = await freePort();
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  // `localhost`, not the portal's 127.0.0.1: another host and another port, so another origin and site.
  return { origin: `http://localhost:${port}`, server };
}

/** The first manifest of a Collection, polled until its picture's tiles are published (its first read asks for them). */
async function tiledManifest(request: APIRequestContext, collection: string): Promise<string> {
  let manifestUrl = '';
  await expect
    .poll(async () => {
      const { items } = (await (await request.get(collection)).json()) as { items: { id: string }[] };
      manifestUrl = items[0]?.id ?? '';
      return manifestUrl && serviceOf((await (await request.get(manifestUrl)).json()) as Manifest);
    })
    .toBeTruthy();
  return manifestUrl;
}

test('a hall’s IIIF 合集 opens in OpenSeadragon on another origin, which draws its tiles @desktop-only', async ({
  page,
  baseURL,
}) => {
  await page.goto('/cloudExhibition?id=1');
  const link = page.getByRole('link', { name: 'IIIF 合集' });
  const collection = await link.getAttribute('href');
  expect(collection).toMatch(new RegExp(`^${baseURL}/api/iiif/halls/\\d+/collection\\.json$`));
  if (!collection) throw new Error('no collection');
  const manifest = await tiledManifest(page.request, collection);

  const viewer = await serveViewer();
  try {
    const iiif: { url: string; status: number; cors: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/storage/iiif/'))
        iiif.push({
          url: response.url(),
          status: response.status(),
          cors: response.headers()['access-control-allow-origin'],
        });
    });
    await page.goto(`${viewer.origin}/?manifest=${encodeURIComponent(manifest)}`);
    await expect
      .poll(() => page.evaluate(() => (window as { seen?: { drawn: boolean } }).seen?.drawn))
      .toBe(true);
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { tiles: number; failed: number } }).seen,
    );
    expect(seen.failed).toBe(0);
    expect(seen.tiles).toBeGreaterThan(0);
    expect(iiif.some(({ url }) => url.endsWith('/info.json'))).toBe(true);
    expect(iiif.some(({ url }) => url.endsWith('/default.jpg'))).toBe(true);
    expect(iiif.filter(({ status, cors }) => status !== 200 || cors !== '*')).toEqual([]);
    // The canvas holds the picture: readable (the tiles came with CORS, so it is not tainted) and not one flat colour.
    const colours = await page.evaluate(() => {
      const { canvas } = (window as unknown as { viewer: { drawer: { canvas: HTMLCanvasElement } } }).viewer
        .drawer;
      const context = canvas.getContext('2d');
      if (!context) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const distinct = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 97)
        distinct.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
      return distinct.size;
    });
    expect(colours).toBeGreaterThan(16);
  } finally {
    viewer.server.close();
  }
});
