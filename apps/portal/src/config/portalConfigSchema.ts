import * as z from 'zod/mini';

const footerLinkSchema = z.object({ label: z.string().check(z.minLength(1)), href: z.string().check(z.minLength(1)) });

/** Everything an environment may change without a rebuild; every field is optional in `config.json`. */
export const portalConfigSchema = z.object({
  apiBaseUrl: z.string().check(z.minLength(1)),
  siteName: z.string().check(z.minLength(1)),
  footerLinks: z.array(footerLinkSchema),
  qrCodeUrl: z.string(),
  copyright: z.string(),
  filingNumber: z.string(),
  filingUrl: z.string(),
});

export const partialPortalConfigSchema = z.partial(portalConfigSchema);

export type PortalConfig = z.infer<typeof portalConfigSchema>;
