import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { GeneratedArt, type PaletteName } from './GeneratedArt';
import { PictureImg } from '@art-portal/ui-shell/content';

type PageHeroProps = {
  title: string;
  eyebrow?: string;
  subtitle?: ReactNode;
  palette?: PaletteName;
  /** A picture to show instead of the generated art. */
  image?: string;
  children?: ReactNode;
};

/** The dark band that opens every page: the page's name as its one `h1`. */
export function PageHero({ title, eyebrow, subtitle, palette = 'aurora', image, children }: PageHeroProps) {
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: '#fff',
        bgcolor: '#0b1020',
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
            fallbackSx={{ bgcolor: 'transparent', color: 'rgba(255,255,255,0.4)' }}
          />
        ) : (
          <GeneratedArt seed={title} palette={palette} />
        )}
      </Box>
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(180deg, rgba(11,16,32,0.15) 0%, rgba(11,16,32,0.85) 100%)',
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 4, md: 7 } }}>
        {eyebrow && (
          <Typography component="p" sx={{ letterSpacing: '0.3em', fontSize: 13, opacity: 0.85, mb: 1 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 28, sm: 36, md: 48 } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="div" sx={{ mt: 1.5, maxWidth: 720, fontSize: { xs: 15, md: 18 }, opacity: 0.9, lineHeight: 1.8 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
