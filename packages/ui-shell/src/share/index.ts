export { ShareButton } from './ShareButton';
export type { ShareButtonProps } from './ShareButton';
