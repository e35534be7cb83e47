import type { ReactNode } from 'react';
import { GeneratedArt } from '../content/GeneratedArt';
import { PictureImg } from '../content/PictureImg';
import type { ArtPaletteName } from '../theme/portalEffects';
import { portalGradients } from '../theme/portalEffects';
import { inkColours, onInkColours } from '../theme/portalPalette';
import { typographyStyles } from './typographyStyles';
import { staticClasses } from '../theme/staticClasses';
import { containerStyles } from './containerStyles';

/** Props of {@link PageHero}. */
export interface PageHeroProps {
  title: string;
  /** A short line above the title, set in spaced capitals. */
  eyebrow?: string;
  subtitle?: ReactNode;
  /** The generated art's colours. @default 'aurora' */
  palette?: ArtPaletteName;
  /** A picture to show instead of the generated art. */
  image?: string;
  children?: ReactNode;
}

type HeroPart = 'root' | 'art' | 'fade' | 'container' | 'eyebrow' | 'title' | 'subtitle';

// The `Container` and each `Typography` (body1 unless said) as their CSS, then what their `sx` said.
const useHeroClasses = staticClasses((part: HeroPart, theme) => {
  switch (part) {
    case 'root':
      return theme.unstable_sx({
        position: 'relative',
        overflow: 'hidden',
        color: inkColours.contrastText,
        bgcolor: inkColours.main,
        minHeight: { xs: 220, md: 320 },
        display: 'flex',
        alignItems: 'flex-end',
      });
    case 'art':
      return theme.unstable_sx({ position: 'absolute', inset: 0 });
    case 'fade':
      return theme.unstable_sx({ position: 'absolute', inset: 0, background: portalGradients.heroFade });
    case 'container':
      return {
        ...containerStyles(theme, 'lg'),
        ...theme.unstable_sx({ position: 'relative', py: { xs: 4, md: 7 } }),
      };
    case 'eyebrow':
      return typographyStyles(theme, 'body1', { letterSpacing: '0.3em', fontSize: 13, opacity: 0.85, mb: 1 });
    case 'title':
      return typographyStyles(theme, 'h3', { fontWeight: 700, fontSize: { xs: 28, sm: 36, md: 48 } });
    case 'subtitle':
      return typographyStyles(theme, 'body1', {
        mt: 1.5,
        maxWidth: 720,
        fontSize: { xs: 15, md: 18 },
        opacity: 0.9,
        lineHeight: 1.8,
      });
  }
});

/** The dark band that opens every page: the page's name as its one `h1`. */
export function PageHero({ title, eyebrow, subtitle, palette = 'aurora', image, children }: PageHeroProps) {
  const classOf = useHeroClasses();
  return (
    <header className={classOf('root')}>
      <div className={classOf('art')}>
        {image ? (
          <PictureImg
            src={image}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: 0.55 }}
            fallbackSx={{ bgcolor: 'transparent', color: onInkColours.disabled }}
          />
        ) : (
          <GeneratedArt seed={title} palette={palette} />
        )}
      </div>
      <div className={classOf('fade')} />
      <div className={classOf('container')}>
        {eyebrow && <p className={classOf('eyebrow')}>{eyebrow}</p>}
        <h1 className={classOf('title')}>{title}</h1>
        {subtitle && <div className={classOf('subtitle')}>{subtitle}</div>}
        {children}
      </div>
    </header>
  );
}
