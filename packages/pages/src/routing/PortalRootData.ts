import type { NavItems } from '@art-portal/ui-shell/app-shell';
import type { PortalSettings } from '../providers/PortalSettings';

/** What the root route's loader gives every page: the settings, the site's address, the seed's phone rule and the nav. */
export type PortalRootData = {
  settings: PortalSettings;
  publicUrl: string;
  /** The request's User-Agent is a phone's: the first HTML already has the phone layout. */
  mobile: boolean;
  /** The top navigation, built on the server from the pages' declarations (`layout/portalNav`): no weight in the scripts. */
  nav: NavItems;
};
