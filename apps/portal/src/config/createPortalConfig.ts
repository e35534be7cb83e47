import * as v from 'valibot';
import { partialPortalConfigSchema, portalConfigSchema, type PortalConfig } from './portalConfigSchema';

/** Merges `config.json` (unknown JSON) over the defaults and validates the result once, at the edge. */
export function createPortalConfig(defaults: PortalConfig, overrides: unknown): PortalConfig {
  const parsedOverrides = v.safeParse(partialPortalConfigSchema, overrides ?? {});
  if (!parsedOverrides.success) {
    throw new Error(`config.json 配置无效：${v.summarize(parsedOverrides.issues)}`);
  }
  const defined = Object.fromEntries(Object.entries(parsedOverrides.output).filter(([, value]) => value !== undefined));
  return v.parse(portalConfigSchema, { ...defaults, ...defined });
}
