import { readFileSync } from 'node:fs';
import { buildTimeDefaults } from './buildTimeDefaults';
import { createPortalConfig } from './createPortalConfig';
import type { PortalConfig } from './portalConfigSchema';

let cached: PortalConfig | undefined;

/**
 * The portal's configuration: the build-time defaults, overridden by `config.json` (PORTAL_CONFIG, else the one
 * served beside the assets), read once per process and validated at the edge: a broken file stops the first render.
 */
export function readPortalConfig(): PortalConfig {
  if (cached) return cached;
  const path = process.env.PORTAL_CONFIG ?? new URL('../client/config.json', import.meta.url);
  let overrides: unknown = {};
  try {
    overrides = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  cached = createPortalConfig(buildTimeDefaults(import.meta.env), overrides);
  return cached;
}
