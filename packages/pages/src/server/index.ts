export { createPortalRenderer } from './createPortalRenderer';
export type { PortalRenderer, PortalRendererOptions } from './createPortalRenderer';
export { renderDocument } from './renderDocument';
export type { RenderDocumentOptions } from './renderDocument';
export type { CspSettings } from './portalCsp';
// The nav is built on the server only and reaches the page as the root loader's data: no weight in the scripts.
export { portalNav } from '../layout/portalNav';
