import { createPortalRuntime, type PortalRuntime } from '@art-portal/pages/runtime';
import { buildTimeDefaults } from './config/buildTimeDefaults';
import { loadPortalConfig } from './config/loadPortalConfig';
import type { PortalConfig } from './config/portalConfigSchema';
import { prefetchHref } from './routes/prefetchHref';

export type StartedRuntime = { config: PortalConfig; runtime: PortalRuntime };

/**
 * Reads `config.json`, builds the client and the store, and starts the API calls of the page at `href`. It imports
 * neither React DOM's renderer nor MUI, so its chunk is small and the calls start while the shell still loads.
 */
export async function startRuntime(href: string): Promise<StartedRuntime> {
  const config = await loadPortalConfig(buildTimeDefaults(import.meta.env));
  const runtime = createPortalRuntime(config);
  prefetchHref(href, runtime.store.dispatch);
  return { config, runtime };
}
