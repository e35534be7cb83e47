import * as v from 'valibot';

const footerLinkSchema = v.object({
  label: v.pipe(v.string(), v.minLength(1)),
  href: v.pipe(v.string(), v.minLength(1)),
});

/** Everything an environment may change without a rebuild; every field is optional in `config.json`. */
export const portalConfigSchema = v.object({
  apiBaseUrl: v.pipe(v.string(), v.minLength(1)),
  siteName: v.pipe(v.string(), v.minLength(1)),
  footerLinks: v.array(footerLinkSchema),
  qrCodeUrl: v.string(),
  copyright: v.string(),
  filingNumber: v.string(),
  filingUrl: v.string(),
  /** Hosts the browser uploads files to when storage has an origin of its own (`STORAGE_HOST` of the API). */
  storageOrigins: v.array(v.pipe(v.string(), v.url())),
});

export const partialPortalConfigSchema = v.partial(portalConfigSchema);

export type PortalConfig = v.InferOutput<typeof portalConfigSchema>;
