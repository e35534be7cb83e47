import { createPortalConfig } from './createPortalConfig';
import type { PortalConfig } from './portalConfigSchema';

/**
 * Reads `config.json` next to `index.html` (a missing file means "use the defaults") and validates it.
 * `index.html` preloads the file, so this fetch must keep the default request mode and cache mode to reuse it;
 * the server marks it `no-cache`, so a changed file is seen on the next visit.
 */
export async function loadPortalConfig(defaults: PortalConfig, fetchJson: typeof fetch = fetch): Promise<PortalConfig> {
  const overrides = await fetchJson('./config.json')
    .then((response): Promise<unknown> => (response.ok ? response.json() : Promise.resolve({})))
    .catch(() => ({}));
  return createPortalConfig(defaults, overrides);
}
