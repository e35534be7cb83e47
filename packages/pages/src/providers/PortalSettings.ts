/** What the portal's validated configuration hands to the pages. */
export type PortalSettings = {
  apiBaseUrl: string;
  siteName: string;
  footerLinks: readonly { label: string; href: string }[];
  qrCodeUrl: string;
  copyright: string;
  filingNumber: string;
  filingUrl: string;
};
