import type { ApiConfig } from '../config/loadConfig';

/**
 * The back office's Content-Security-Policy: its own scripts only; styles inline too (MUI writes them at run
 * time); pictures and video also from the portal's origin and the storage host (what editors upload and see);
 * calls to its own origin and the storage host (uploads); never framed.
 */
export function adminContentSecurityPolicy(config: ApiConfig): Record<string, string[]> {
  const portal = new URL(config.publicUrl).origin;
  const storage = config.storageHost ? [new URL(config.storageHost).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', portal, ...storage],
    mediaSrc: ["'self'", 'blob:', portal, ...storage],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", portal, ...storage],
    frameSrc: [portal],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  };
}
