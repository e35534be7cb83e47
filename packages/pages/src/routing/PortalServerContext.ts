import type { ApiClient } from '@art-portal/api-client';

/** What the rendering server gives every loader: a client of the API (no customer's token, ever) and the site's address. */
export type PortalServerContext = {
  api: ApiClient;
  /** The public origin pages are shared under (canonical URLs, Open Graph), e.g. `https://art.example.cn`. */
  publicUrl: string;
};

declare module 'react-router' {
  interface AppLoadContext {
    portal?: PortalServerContext;
  }
}
