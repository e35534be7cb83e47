import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as ReactRouterLink } from 'react-router';
import { coverPicture } from './coverPicture';
import { CoverImage } from '@art-portal/ui-shell/content';
import { inkColours, onInkColours, portalRadii, portalShadows, scrimColours } from '@art-portal/ui-shell/theme';

/** Card grids: two columns on phones, three to four on tablets, at most about 300 px wide on desktops. */
const cardImageSizes = '(max-width: 599.95px) 50vw, (max-width: 1199.95px) 33vw, 300px';

type ContentCardProps = {
  to: string;
  image: string;
  title: string;
  meta?: ReactNode;
  badge?: string;
  ratio?: string;
  /** In the first screen: the picture loads eagerly. */
  eager?: boolean;
  dark?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/** A picture card linking to a detail page; the whole card is one link named by its title. */
export function ContentCard({ to, image, title, meta, badge, ratio, eager, dark = false, headingLevel = 'h3' }: ContentCardProps) {
  return (
    <Box
      component={ReactRouterLink}
      to={to}
      sx={{
        display: 'block',
        color: dark ? inkColours.contrastText : 'text.primary',
        textDecoration: 'none',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: dark ? onInkColours.surface : 'background.paper',
        boxShadow: dark ? 'none' : portalShadows.card,
        transition: 'transform .2s ease, box-shadow .2s ease',
        '&:hover, &:focus-visible': { transform: 'translateY(-3px)', boxShadow: portalShadows.cardHover },
        '&:hover img': { transform: 'scale(1.04)' },
      }}
    >
      <Box sx={{ position: 'relative', overflow: 'hidden' }}>
        <CoverImage {...coverPicture(image)} alt="" ratio={ratio} eager={eager} sizes={cardImageSizes} sx={{ transition: 'transform .4s ease' }} />
        {badge && (
          <Box
            component="span"
            sx={{ position: 'absolute', top: 8, left: 8, px: 1, py: 0.25, borderRadius: portalRadii.pill, fontSize: 12, bgcolor: scrimColours.badge, color: inkColours.contrastText, fontWeight: 600 }}
          >
            {badge}
          </Box>
        )}
      </Box>
      <Box sx={{ p: 1.5 }}>
        <Typography
          component={headingLevel}
          sx={{ fontWeight: 600, fontSize: 16, lineHeight: 1.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {title}
        </Typography>
        {meta && (
          <Typography component="div" sx={{ mt: 0.5, fontSize: 13, color: dark ? onInkColours.secondary : 'text.secondary' }}>
            {meta}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
