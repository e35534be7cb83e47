/** A Web-standard page renderer (the portal's server build): a `Request` in, a `Response` out. */
export type PortalRenderer = (request: Request) => Promise<Response>;

/** What the portal's server build exports. */
export type PortalServerBuild = {
  createPortalRenderer: (options: {
    apiBaseUrl: string;
    publicUrl: string;
    fetch?: typeof fetch;
  }) => PortalRenderer;
};
