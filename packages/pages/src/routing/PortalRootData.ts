import type { PortalSettings } from '../providers/PortalSettings';

/** What the root route's loader gives every page: the settings, the site's address and the seed's phone rule. */
export type PortalRootData = {
  settings: PortalSettings;
  publicUrl: string;
  /** The request's User-Agent is a phone's: the first HTML already has the phone layout. */
  mobile: boolean;
};
