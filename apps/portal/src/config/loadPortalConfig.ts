import type { PortalConfig } from './portalConfigSchema';

/**
 * Reads `config.json` next to `index.html` (a missing file means "use the defaults") and validates it.
 * `index.html` preloads the file, so this fetch must keep the default request mode and cache mode to reuse it;
 * the server marks it `no-cache`, so a changed file is seen on the next visit.
 * The validator is fetched alongside the file, so it costs no extra round trip and stays out of the entry chunk.
 */
export async function loadPortalConfig(defaults: PortalConfig, fetchJson: typeof fetch = fetch): Promise<PortalConfig> {
  const [overrides, { createPortalConfig }] = await Promise.all([
    fetchJson('./config.json')
      .then((response): Promise<unknown> => (response.ok ? response.json() : Promise.resolve({})))
      .catch(() => ({})),
    import('./createPortalConfig'),
  ]);
  return createPortalConfig(defaults, overrides);
}
