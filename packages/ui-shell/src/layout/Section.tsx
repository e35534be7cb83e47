import type { ReactNode } from 'react';
import { hoverLinkStyles } from '../theme/hoverLinkStyles';
import { typographyStyles } from './typographyStyles';
import { staticClasses } from '../theme/staticClasses';
import { useShellRouter } from '../router/ShellRouterContext';
import { inkColours } from '../theme/portalPalette';
import { containerStyles } from './containerStyles';

/** Props of {@link Section}. */
export interface SectionProps {
  title: string;
  /** The heading's id, which names the section. */
  id: string;
  /** A link onwards beside the heading, e.g. 更多作品 to the full list. */
  more?: { label: string; to: string };
  /** On the dark band colour. @default false */
  dark?: boolean;
  children: ReactNode;
}

const useSectionClasses = staticClasses<
  'band' | 'darkBand' | 'container' | 'header' | 'title' | 'more' | 'darkMore'
>((part, theme) => {
  switch (part) {
    case 'band':
    case 'darkBand':
      return theme.unstable_sx({
        py: { xs: 4, md: 7 },
        bgcolor: part === 'darkBand' ? inkColours.main : 'transparent',
        color: part === 'darkBand' ? inkColours.contrastText : 'inherit',
      });
    case 'container':
      return containerStyles(theme, 'lg');
    case 'header':
      return theme.unstable_sx({
        display: 'flex',
        alignItems: 'baseline',
        justifyContent: 'space-between',
        mb: { xs: 2, md: 3 },
        gap: 2,
      });
    case 'title':
      // MUI's `Typography` h4, bolder and smaller on phones.
      return typographyStyles(theme, 'h4', { fontWeight: 700, fontSize: { xs: 22, md: 30 } });
    case 'more':
    case 'darkMore':
      return {
        ...hoverLinkStyles(part === 'darkMore' ? inkColours.accent : theme.palette.primary.main),
        fontWeight: 600,
        whiteSpace: 'nowrap',
      };
  }
});

/** A titled band of a page, optionally linking onwards. */
export function Section({ title, id, more, dark = false, children }: SectionProps) {
  const router = useShellRouter();
  const classOf = useSectionClasses();
  return (
    <section aria-labelledby={id} className={classOf(dark ? 'darkBand' : 'band')}>
      <div className={classOf('container')}>
        <div className={classOf('header')}>
          <h2 id={id} className={classOf('title')}>
            {title}
          </h2>
          {more && (
            <router.Link to={more.to} className={classOf(dark ? 'darkMore' : 'more')}>
              {more.label} →
            </router.Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
