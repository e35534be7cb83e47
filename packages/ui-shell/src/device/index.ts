export { isMobileUserAgent } from './isMobileUserAgent';
export { installDevice } from './installDevice';
export type { InstalledDevice } from './installDevice';
