import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The framework's route manifest of a client build (`assets/manifest-*.js`). */
function routeManifestFile(client) {
  const file = readdirSync(join(client, 'assets')).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`${client}/assets has no manifest-*.js: is it a React Router client build?`);
  return `/assets/${file}`;
}

function routeManifest(client) {
  const text = readFileSync(join(client, routeManifestFile(client).slice(1)), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
}

/**
 * The JS a page's HTML loads before any lazy chunk: the route list (the portal's `routeDiscovery` is `initial`), the
 * framework's entry, the root route and the page's route module, each with the chunks it imports statically (what the
 * HTML modulepreloads).
 * @param {string} client a client build folder (`apps/portal/build/client`)
 * @param {string} routeId the page's route id, e.g. `routes/artWorks/detail`
 * @returns {{ files: { file: string, raw: number, gzip: number }[], raw: number, gzip: number }}
 */
export function initialJs(client, routeId) {
  const manifest = routeManifest(client);
  const route = manifest.routes[routeId];
  if (!route)
    throw new Error(`no route ${routeId} in the manifest (${Object.keys(manifest.routes).join(', ')})`);
  const refs = new Set([routeManifestFile(client)]);
  for (const part of new Set([manifest.entry, manifest.routes.root, route]))
    for (const ref of [part.module, ...(part.imports ?? [])]) refs.add(ref);
  const files = [...refs].map((ref) => {
    const body = readFileSync(join(client, ref.replace(/^\//, '')));
    return { file: ref, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/** Every page route's id in a client build (not the root, redirects, sitemap, robots). */
export function pageRouteIds(client) {
  return Object.values(routeManifest(client).routes)
    .filter((route) => route.id !== 'root' && route.hasDefaultExport)
    .map((route) => route.id);
}
