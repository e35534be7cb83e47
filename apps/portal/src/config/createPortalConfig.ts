import * as v from 'valibot';
import { PortalConfigError } from './PortalConfigError';
import { partialPortalConfigSchema, portalConfigSchema, type PortalConfig } from './portalConfigSchema';

/** Merges `config.json` (unknown JSON) over the defaults and validates the result once, at the edge. */
export function createPortalConfig(defaults: PortalConfig, overrides: unknown): PortalConfig {
  const parsedOverrides = v.safeParse(partialPortalConfigSchema, overrides ?? {});
  if (!parsedOverrides.success) {
    throw new PortalConfigError(`config.json 配置无效：${v.summarize(parsedOverrides.issues)}`);
  }
  const defined = Object.fromEntries(
    Object.entries(parsedOverrides.output).filter(([, value]) => value !== undefined),
  );
  const merged = v.safeParse(portalConfigSchema, { ...defaults, ...defined });
  if (!merged.success) throw new PortalConfigError(`门户配置无效：${v.summarize(merged.issues)}`);
  return merged.output;
}
