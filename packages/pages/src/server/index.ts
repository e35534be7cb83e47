export { createPortalRenderer } from './createPortalRenderer';
export type { PortalRendererOptions } from './createPortalRenderer';
export { renderDocument } from './renderDocument';
export type { RenderDocumentOptions } from './renderDocument';
export type { CspSettings } from './portalCsp';
