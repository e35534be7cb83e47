export { isMobileUserAgent } from './isMobileUserAgent';
export { applyBodyFontSize, applyRootFontSize, rootFontSizeFor } from './rootFontSize';
export { detectHairlines } from './detectHairlines';
export { installDevice } from './installDevice';
export type { InstalledDevice } from './installDevice';
