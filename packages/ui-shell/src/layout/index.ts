export { PageHero } from './PageHero';
export type { PageHeroProps } from './PageHero';
export { Section } from './Section';
export type { SectionProps } from './Section';
export { Pager } from './Pager';
export type { PagerProps } from './Pager';
export { gridSx } from './gridSx';
export { containerStyles } from './containerStyles';
export { typographyStyles } from './typographyStyles';
