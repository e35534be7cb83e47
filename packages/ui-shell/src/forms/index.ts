export { SendCodeButton } from './SendCodeButton';
export type { SendCodeButtonProps } from './SendCodeButton';
export { ImageCode } from './ImageCode';
export type { ImageCodeProps } from './ImageCode';
