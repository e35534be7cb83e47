import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useShellRouter } from '../router/ShellRouterContext';
import { portalRadii, portalShadows } from '../theme/portalEffects';
import { inkColours, onInkColours, scrimColours } from '../theme/portalPalette';
import { CoverImage, type PictureSources } from './CoverImage';

/** Card grids: two columns on phones, three to four on tablets, at most about 300 px wide on desktops. */
const cardImageSizes = '(max-width: 599.95px) 50vw, (max-width: 1199.95px) 33vw, 300px';

/** Props of {@link ContentCard}. */
export interface ContentCardProps {
  /** The detail page, an in-app path such as `/artWorks/detail?id=1`. */
  to: string;
  /** The cover's renditions; the card says how wide it shows them. */
  picture: PictureSources;
  title: string;
  /** A line under the title, e.g. the author and the source. */
  meta?: string;
  /** A label over the picture's corner, e.g. the category or the status. */
  badge?: string;
  /** The picture's aspect ratio. @default '4 / 3' */
  ratio?: string;
  /** In the first screen: the picture loads eagerly. @default false */
  eager?: boolean;
  /** On the dark band colour. @default false */
  dark?: boolean;
  /** @default 'h3' */
  headingLevel?: 'h2' | 'h3';
}

/** A picture card linking to a detail page; the whole card is one link named by its title. */
export function ContentCard({
  to,
  picture,
  title,
  meta,
  badge,
  ratio,
  eager,
  dark = false,
  headingLevel = 'h3',
}: ContentCardProps) {
  const { Link } = useShellRouter();
  return (
    <Box
      component={Link}
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
        <CoverImage
          {...picture}
          alt=""
          ratio={ratio}
          eager={eager}
          sizes={cardImageSizes}
          sx={{ transition: 'transform .4s ease' }}
        />
        {badge && (
          <Box
            component="span"
            sx={{
              position: 'absolute',
              top: 8,
              left: 8,
              px: 1,
              py: 0.25,
              borderRadius: portalRadii.pill,
              fontSize: 12,
              bgcolor: scrimColours.badge,
              color: inkColours.contrastText,
              fontWeight: 600,
            }}
          >
            {badge}
          </Box>
        )}
      </Box>
      <Box sx={{ p: 1.5 }}>
        <Typography
          component={headingLevel}
          sx={{
            fontWeight: 600,
            fontSize: 16,
            lineHeight: 1.5,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {title}
        </Typography>
        {meta && (
          <Typography
            component="div"
            sx={{ mt: 0.5, fontSize: 13, color: dark ? onInkColours.secondary : 'text.secondary' }}
          >
            {meta}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
