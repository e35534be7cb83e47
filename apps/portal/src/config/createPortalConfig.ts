import * as z from 'zod/mini';
import { partialPortalConfigSchema, portalConfigSchema, type PortalConfig } from './portalConfigSchema';

/** Merges `config.json` (unknown JSON) over the defaults and validates the result once, at the edge. */
export function createPortalConfig(defaults: PortalConfig, overrides: unknown): PortalConfig {
  const parsedOverrides = partialPortalConfigSchema.safeParse(overrides ?? {});
  if (!parsedOverrides.success) {
    throw new Error(`config.json 配置无效：${z.prettifyError(parsedOverrides.error)}`);
  }
  const defined = Object.fromEntries(Object.entries(parsedOverrides.data).filter(([, value]) => value !== undefined));
  return portalConfigSchema.parse({ ...defaults, ...defined });
}
