import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { GeneratedArt } from '../content/GeneratedArt';
import { PictureImg } from '../content/PictureImg';
import type { ArtPaletteName } from '../theme/portalEffects';
import { portalGradients } from '../theme/portalEffects';
import { inkColours, onInkColours } from '../theme/portalPalette';

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

/** The dark band that opens every page: the page's name as its one `h1`. */
export function PageHero({ title, eyebrow, subtitle, palette = 'aurora', image, children }: PageHeroProps) {
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: inkColours.contrastText,
        bgcolor: inkColours.main,
        minHeight: { xs: 220, md: 320 },
        display: 'flex',
        alignItems: 'flex-end',
      }}
    >
      <Box sx={{ position: 'absolute', inset: 0 }}>
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
      </Box>
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          background: portalGradients.heroFade,
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 4, md: 7 } }}>
        {eyebrow && (
          <Typography component="p" sx={{ letterSpacing: '0.3em', fontSize: 13, opacity: 0.85, mb: 1 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: 28, sm: 36, md: 48 } }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography
            component="div"
            sx={{ mt: 1.5, maxWidth: 720, fontSize: { xs: 15, md: 18 }, opacity: 0.9, lineHeight: 1.8 }}
          >
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
