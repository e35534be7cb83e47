export { SendCodeButton } from './SendCodeButton';
export type { SendCodeButtonProps } from './SendCodeButton';
export { ImageCode } from './ImageCode';
export type { ImageCodeProps } from './ImageCode';
export { FilterChips } from './FilterChips';
export type { FilterChipsProps } from './FilterChips';
export { KeywordSearch } from './KeywordSearch';
export type { KeywordSearchProps } from './KeywordSearch';
