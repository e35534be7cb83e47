import { pathToFileURL } from 'node:url';
import type { ApiConfig } from '../config/loadConfig';
import type { PortalRenderer, PortalServerBuild } from './PortalRenderer';

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
  });
}
