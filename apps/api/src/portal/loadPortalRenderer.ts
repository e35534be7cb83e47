import { pathToFileURL } from 'node:url';
import type { ApiConfig } from '../config/loadConfig';
import type { PortalRenderer, PortalServerBuild } from './PortalRenderer';

/**
 * The platform's fetch, asking for answers as they are: over loopback, the API compressing each JSON answer for the
 * renderer to inflate it again only spends CPU (5 % of a cold render's, with fetch's default `br, gzip`).
 */
const uncompressedFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  headers.set('accept-encoding', 'identity');
  return fetch(input, { ...init, headers });
};

/**
 * The portal's renderer when `PORTAL_SERVER` names its server build (`apps/portal/build/server/index.js`): the
 * pages are then served by this process, and call the API over loopback.
 */
export async function loadPortalRenderer(
  config: ApiConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PortalRenderer | null> {
  const path = env.PORTAL_SERVER;
  if (!path) return null;
  const build = (await import(pathToFileURL(path).href)) as PortalServerBuild;
  const loopback = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return build.entry.module.createPortalRenderer(build, {
    apiBaseUrl: `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${config.port}${config.apiPrefix}`,
    publicUrl: config.publicUrl,
    fetch: uncompressedFetch,
  });
}
