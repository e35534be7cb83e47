import type { FastifyInstance } from 'fastify';
import { pathToFileURL } from 'node:url';
import type { ApiConfig } from '../config/loadConfig';
import { inProcessFetch } from './inProcessFetch';
import type { CachingPortalRenderer, PortalRenderer, PortalServerBuild } from './PortalRenderer';

/**
 * The platform's fetch, asking for answers as they are: over loopback, the API compressing each JSON answer for the
 * renderer to inflate it again only spends CPU (5 % of a cold render's, with fetch's default `br, gzip`).
 */
const uncompressedFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  headers.set('accept-encoding', 'identity');
  return fetch(input, { ...init, headers });
};

/** The portal's renderer in the API's process, and the app its API reads go to once it is built. */
export type LoadedPortal = {
  render: CachingPortalRenderer;
  /** The same pages, none kept: the back office's 预览 renders drafts with it (`withPreview`). */
  renderPreview: PortalRenderer;
  /**
   * The renderer's API reads go to `app` in process from now on, not over loopback HTTP: a socket, HTTP parsing and a
   * client on both sides were a tenth of a cold render's CPU (`pnpm bench:render`).
   */
  readThrough(app: FastifyInstance): void;
};

/**
 * The portal's renderer when `PORTAL_SERVER` names its server build (`apps/portal/build/server/index.js`): the
 * pages are then served by this process, and call the API over loopback until `readThrough` is given the app.
 */
export async function loadPortalRenderer(
  config: ApiConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<LoadedPortal | null> {
  const path = env.PORTAL_SERVER;
  if (!path) return null;
  const build = (await import(pathToFileURL(path).href)) as PortalServerBuild;
  const loopback = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const origin = `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${config.port}`;
  let app: FastifyInstance | undefined;
  const options = {
    apiBaseUrl: `${origin}${config.apiPrefix}`,
    publicUrl: config.publicUrl,
    fetch: inProcessFetch(() => app, origin, uncompressedFetch),
  };
  const { createPortalRenderer } = build.entry.module;
  return {
    render: createPortalRenderer(build, options),
    renderPreview: createPortalRenderer(build, { ...options, cachePages: false }),
    readThrough(target) {
      app = target;
    },
  };
}
