/** A Web-standard page renderer (the portal's server build): a `Request` in, a `Response` out. */
export type PortalRenderer = (request: Request) => Promise<Response>;

/** The portal's renderer with the pages it keeps, which `forget` drops (content changed, tiles were published). */
export type CachingPortalRenderer = PortalRenderer & { forget?: () => void };

/** What the portal's server build (the framework's) exports that the API uses: its server entry's renderer factory. */
export type PortalServerBuild = {
  entry: {
    module: {
      createPortalRenderer: (
        build: PortalServerBuild,
        options: { apiBaseUrl: string; publicUrl: string; fetch?: typeof fetch; cachePages?: boolean },
      ) => CachingPortalRenderer;
    };
  };
};
